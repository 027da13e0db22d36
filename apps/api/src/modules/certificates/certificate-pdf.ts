// A certificate's PDF (issue 40, decision 0027): A4 landscape, made by Typst (its Node compiler), whose
// shaping is rustybuzz — HarfBuzz's port — so Bengali conjuncts, reph and vowel signs come out as a browser
// draws them, and Arabic right to left. The text goes in as Typst's `sys.inputs` (strings, never markup),
// so nothing a learner wrote in their name is read as a command. Fonts: Noto Sans Bengali (which has Latin
// too) and Amiri, TTF from npm; nothing is fetched. The QR code is SVG from `qrcode`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { formatDate } from '@tilawat/domain/format';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);

/** The fonts a certificate is set in: Bengali (regular and bold) and Arabic. */
export const CERTIFICATE_FONTS = {
  bengali: require.resolve('@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf'),
  bengaliBold: require.resolve('@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf'),
  arabic: require.resolve('@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf'),
} as const;

/** What a certificate says. */
export interface CertificateText {
  code: string;
  learnerName: string;
  courseTitle: string;
  batchName: string;
  teacherName: string;
  /** The Asia/Dhaka day of completion, `YYYY-MM-DD`. */
  completedOn: string;
  /** The public verification page, which the QR code opens. */
  verifyUrl: string;
}

/** Typst's virtual folder for the document and its QR image (nothing is read from the disk there). */
const WORKSPACE = '/tilawat-certificate';

const TEMPLATE = `
#let input = sys.inputs
#set document(title: input.title, author: "তিলাওয়াত")
#set page(paper: "a4", flipped: true, margin: 12mm)
#set text(font: ("Noto Sans Bengali", "Amiri"), lang: "bn", size: 14pt, fill: rgb("#1f2937"))
#set par(leading: 0.8em)
#rect(width: 100%, height: 100%, stroke: 1.5pt + rgb("#0f766e"), radius: 4pt, inset: 10mm)[
  #align(center)[
    #text(size: 16pt, weight: "bold", fill: rgb("#0f766e"))[তিলাওয়াত]
    #v(4mm)
    #text(size: 32pt, weight: "bold")[সমাপনী সনদ]
    #v(-2mm)
    #text(size: 12pt, fill: rgb("#4b5563"), lang: "en")[Certificate of Completion]
    #v(8mm)
    এই মর্মে প্রত্যয়ন করা যাচ্ছে যে
    #v(2mm)
    #text(size: 28pt, weight: "bold")[#input.name]
    #v(2mm)
    #text[#input.course] কোর্সের #text[#input.batch] সফলভাবে সম্পন্ন করেছেন।
    #v(4mm)
    শিক্ষক: #text(weight: "bold")[#input.teacher]
    #v(2mm)
    সমাপ্তির তারিখ: #input.dateBn
    #linebreak()
    #text(size: 12pt, fill: rgb("#4b5563"), lang: "en")[Completed on #input.dateEn]
  ]
  #place(bottom + left)[
    #text(size: 11pt, fill: rgb("#4b5563"))[
      সনদ নম্বর: #text(lang: "en")[#input.code]
      #linebreak()
      যাচাই করুন: #text(lang: "en")[#input.url]
    ]
  ]
  #place(bottom + right)[#image("qr.svg", width: 30mm, alt: "যাচাইয়ের কিউআর কোড")]
]
`;

let compiler: NodeCompiler | undefined;

/** One compiler per process, its fonts loaded once (a few milliseconds a certificate after that). */
function certificateCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({
    workspace: WORKSPACE,
    fontArgs: [{ fontBlobs: Object.values(CERTIFICATE_FONTS).map((path) => readFileSync(path)) }],
  });
  return compiler;
}

/** The Asia/Dhaka day's date in English, "29 November 2026". */
const englishDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  }).format(new Date(`${day}T12:00:00+06:00`));

/** The certificate as a PDF. */
export async function renderCertificatePdf(text: CertificateText): Promise<Buffer> {
  const qr = await QRCode.toString(text.verifyUrl, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  const typst = certificateCompiler();
  // the QR image and the compile in one synchronous stretch: no other certificate's image in between
  typst.mapShadow(`${WORKSPACE}/qr.svg`, Buffer.from(qr));
  try {
    return typst.pdf({
      mainFileContent: TEMPLATE,
      inputs: {
        title: `সমাপনী সনদ — ${text.learnerName}`,
        name: text.learnerName,
        course: text.courseTitle,
        batch: text.batchName,
        teacher: text.teacherName,
        dateBn: formatDate(`${text.completedOn}T12:00:00+06:00`),
        dateEn: englishDate(text.completedOn),
        code: text.code,
        url: text.verifyUrl,
      },
    });
  } finally {
    typst.unmapShadow(`${WORKSPACE}/qr.svg`);
  }
}
