"""Shared note parts: banners, letterheads, signatures, footers, clinical
filler rich in hard negatives (eponyms, scores, drugs, codes, lab values)."""
import datetime as dt

import pools as PO
from doc import P

VESSELS = ["LMS", "pLAD", "mLAD", "dLAD", "D1", "D2", "pLCx", "mLCx", "OM1", "OM2",
           "pRCA", "mRCA", "dRCA", "PDA", "PLV", "Ramus"]
INDICATIONS = ["NSTEMI", "unstable angina", "stable angina CCS class II", "inferior STEMI",
               "anterior STEMI", "positive functional test", "pre-TAVI work-up",
               "heart failure with reduced EF", "troponin-positive chest pain",
               "CT coronary angiogram showing severe proximal LAD disease"]
PACE_IND = ["complete heart block", "Mobitz II AV block", "sick sinus syndrome with pauses",
            "symptomatic bradycardia", "tachy-brady syndrome", "trifascicular block with syncope"]
LANGS = ["Punjabi", "Tongan", "Samoan", "Mandarin", "Cantonese", "Polish", "Arabic",
         "Vietnamese", "Portuguese", "Somali", "Tagalog", "Farsi", "Turkish", "Hindi"]


LANG_BY_ORIGIN = {
    "southasian": ["Punjabi", "Hindi", "Urdu", "Bengali", "Tamil", "Sinhala", "Nepali"],
    "eastasian": ["Mandarin", "Cantonese", "Vietnamese", "Korean", "Japanese"],
    "slavic": ["Polish", "Ukrainian", "Russian"], "greek": ["Greek"], "italian": ["Italian"],
    "mena": ["Arabic", "Turkish", "Farsi"], "hispanic": ["Spanish", "Portuguese"],
    "pacific": ["Tongan", "Samoan", "Te Reo Maori"], "filipino": ["Tagalog"],
    "african": ["Somali", "Yoruba", "Igbo", "Twi", "Shona"], "northeuro": ["Dutch", "German"],
    "jewish": ["Hebrew", "Yiddish"],
}


def lang(c, p):
    """An interpreter language fitting the person's name origin, or None."""
    opts = LANG_BY_ORIGIN.get(p.origin)
    return c.ch(opts) if opts else None


def days(d, n):
    return dt.date.fromordinal(d.toordinal() + n)


def mrn_pieces(c, label=True):
    lab, val = c.pat.mrn
    return [(lab + ": ") if label else "", P("MRN", val)]


def banner(c, d, style=None):
    """Patient identification block."""
    pat = c.pat
    st = style or c.ch(["line", "sticker", "table", "pipe"])
    lab, val = pat.mrn
    if st == "line":
        d.line("Patient: {}    DOB: {} ({})    {}: {}", c.pt(c.ch(["LF", "lf", "full"])),
               c.D(pat.dob), c.age(c.ch(["yo", "sexcomp", "yrs"])), lab, P("MRN", val))
        if pat.natid and c.chance(0.7):
            d.line("{}: {}", pat.natid[0], P("MRN", pat.natid[1]))
        if c.chance(0.5):
            d.line("{} {}", pat.acct[0], P("ACCOUNT", pat.acct[1]))
    elif st == "sticker":
        d.line("{}", c.pt("LF"))
        d.line("DOB {}   {}   Sex {}", c.D(pat.dob, c.ch(["num", "dmon", "DMON"])),
               c.age("yrs"), pat.p.sex)
        d.f("{}: {}", lab, P("MRN", val))
        if pat.natid:
            d.f("   {}: {}", pat.natid[0], P("MRN", pat.natid[1]))
        d.add("\n")
        d.line("{}", c.addr(pat.addr, "line"))
    elif st == "table":
        d.line("Name:      {}", c.pt(c.ch(["full", "fml", "LF"])))
        d.line("DOB:       {}   Age: {}", c.D(pat.dob), P("AGE", str(pat.age)))
        d.line("{}:{}{}", lab, " " * max(1, 10 - len(lab)), P("MRN", val))
        if pat.natid:
            d.line("{}: {}", pat.natid[0], P("MRN", pat.natid[1]))
        if c.chance(0.6):
            d.line("Address:   {}", c.addr(pat.addr, "line"))
        if c.chance(0.5):
            d.line("Phone:     {}", P("PHONE", pat.phone))
        if pat.ssn and c.chance(0.35):
            d.line("{}:{}{}", pat.ssn[0], " " * max(1, 10 - len(pat.ssn[0])),
                   P("SSN", pat.ssn[1]))
    else:
        d.line("{} | {} | {}/{} | {} {}", c.pt("LF"), c.D(pat.dob, "num"),
               P("AGE", str(pat.age)), pat.p.sex, lab, P("MRN", val))


def letterhead(c, d, hosp=None, dept="Department of Cardiology"):
    h = hosp or c.centre
    a = c.address(simple=True)
    d.line("{}", P("HOSPITAL", h))
    d.line("{}", dept)
    if c.chance(0.7):
        d.line("{}", c.addr(a, "line"))
    parts = []
    if c.chance(0.8):
        parts += ["Tel ", P("PHONE", c.land())]
    if c.chance(0.6):
        parts += ["  " if parts else "", "Fax ", P("FAX", c.land())]
    if parts:
        d.line("{}", parts)
    if c.chance(0.4):
        d.line("{}", P("URL", c.web.url))


def sign(c, d, s, when=None, style=None):
    st = style or c.ch(["esig", "block", "short"])
    when = when or c.pdate
    if st == "esig":
        d.line("Electronically signed by {} on {} {}", c.doc(s, "full_cred"),
               c.D(when, c.ch(["num", "iso", "short"])), c.time())
        if c.chance(0.5):
            d.line("{} {}", s.lic[0], P("LICENSE", s.lic[1]))
    elif st == "block":
        d.line("")
        d.line("{}", c.doc(s, c.ch(["dr_full", "full_cred"])))
        role = {"consultant": "Consultant Interventional Cardiologist",
                "fellow": c.ch(["Cardiology Registrar", "Cardiology Fellow",
                                "Advanced Trainee"]),
                "nurse": c.ch(["Cath Lab Nurse", "Clinical Nurse Specialist", "Staff Nurse"]),
                "radiographer": "Radiographer", "physiologist": "Cardiac Physiologist"
                }.get(s.role, "")
        if role:
            d.line("{}", role)
        if c.chance(0.7):
            d.line("{}: {}", s.lic[0], P("LICENSE", s.lic[1]))
        if c.chance(0.4):
            d.line("Bleep {}", P("PHONE", s.bleep))
        if c.chance(0.3) and s.email:
            d.line("{}", P("EMAIL", s.email))
    else:
        d.line("-- {} / {}", c.doc(s, c.ch(["ini", "il", "last"])), c.D(when, "dm"))


def footer(c, d, who=None):
    if not c.chance(0.45):
        return
    s = who or c.ch([c.nurse, c.fellow, c.rad])
    if c.chance(0.5):
        d.line("Printed by {} on {} {} from {}  Page 1 of {}", P("USERNAME", s.user),
               c.D(c.pdate, c.ch(["num", "iso"])), c.time(), P("IPADDR", c.ip()), c.ri(1, 3))
    else:
        d.line("[user: {} | ws {} | {}]", P("USERNAME", s.user), P("IPADDR", c.ip()),
               c.D(c.pdate, "iso"))


def hard_neg(c, n=1):
    pool = PO.EPONYM_SNIPPETS + PO.SCORES
    return "; ".join(c.ch(pool) for _ in range(n))


def labs(c):
    return c.ch([
        "Hb %d g/L, Plt %d, WCC %.1f, Cr %d umol/L, eGFR %d, K %.1f" % (
            c.ri(98, 162), c.ri(140, 390), c.ri(45, 130) / 10, c.ri(58, 190), c.ri(22, 90),
            c.ri(35, 52) / 10),
        "Hgb %.1f g/dL, plt %dK, Cr %.2f mg/dL, eGFR %d, K %.1f, INR %.1f" % (
            c.ri(98, 162) / 10, c.ri(140, 390), c.ri(70, 210) / 100, c.ri(22, 90),
            c.ri(35, 52) / 10, c.ri(9, 14) / 10),
        "Na %d, K %.1f, urea %.1f, creat %d, eGFR %d, HbA1c %d mmol/mol, LDL %.1f" % (
            c.ri(131, 144), c.ri(35, 52) / 10, c.ri(40, 150) / 10, c.ri(58, 190),
            c.ri(22, 90), c.ri(38, 88), c.ri(14, 45) / 10),
    ])


def meds(c, n=None):
    pool = ["aspirin 100 mg daily", "aspirin 75 mg OD", "ticagrelor 90 mg BD",
            "clopidogrel 75 mg daily", "prasugrel 10 mg daily", "atorvastatin 80 mg nocte",
            "rosuvastatin 40 mg daily", "bisoprolol 2.5 mg daily", "metoprolol succinate 47.5 mg",
            "ramipril 5 mg daily", "perindopril 4 mg", "GTN spray 400 mcg PRN",
            "pantoprazole 40 mg daily", "metformin 1 g BD (withheld 48 h post contrast)",
            "apixaban 5 mg BD", "furosemide 40 mg mane", "empagliflozin 10 mg daily",
            "ezetimibe 10 mg daily", "isosorbide mononitrate 30 mg mane"]
    n = n or c.ri(4, 8)
    out = []
    for _ in range(n):
        m = c.ch(pool)
        if m not in out:
            out.append(m)
    return out


def coronary_findings(c):
    lines = []
    for v in ["LMS", "LAD", "LCx", "RCA"]:
        k = c.ri(0, 4)
        if k == 0:
            lines.append("%s: normal" % v)
        elif k == 1:
            lines.append("%s: mild luminal irregularities" % v)
        elif k == 2:
            lines.append("%s: %d%% stenosis %s" % (v, c.ch([50, 60, 70]), c.ch(
                ["mid vessel", "proximal", "at bifurcation (Medina 1,1,0)", "ostial"])))
        elif k == 3:
            lines.append("%s: severe %d%% %s lesion, TIMI %d flow" % (
                v, c.ch([80, 90, 95, 99]), c.ch(["proximal", "mid", "distal", "ostial"]),
                c.ch([2, 3, 3])))
        else:
            lines.append("%s: %s" % (v, c.ch(["chronic total occlusion with Rentrop grade 2 "
                                              "collaterals", "dominant, diffuse disease",
                                              "non-dominant, small calibre"])))
    return lines


def stent_desc(c):
    return "%s %s x %d mm" % (c.ch(PO.DES_BRANDS), c.ch(["2.25", "2.5", "2.75", "3.0", "3.5",
                                                        "4.0"]), c.ch([8, 12, 15, 18, 22, 26,
                                                                       28, 33, 38]))


def rel_name(c, nok, style=None):
    return [nok.rel + " ", c.name(nok.p, "FAMILY", style or c.ch(["first", "full", "full"]))]


def room(c, kind=None):
    k = kind or c.ch(["bed", "bay", "room", "cubicle"])
    val = {"bed": str(c.ri(1, 32)) + c.ch(["", "", "A", "B"]), "bay": str(c.ri(1, 8)),
           "room": c.ch([str(c.ri(101, 640)), "%d.%02d" % (c.ri(1, 4), c.ri(1, 40))]),
           "cubicle": str(c.ri(1, 14))}[k]
    word = {"bed": c.ch(["bed", "Bed", "bed no."]), "bay": c.ch(["bay", "Bay"]),
            "room": c.ch(["room", "Rm", "Room"]), "cubicle": "cubicle"}[k]
    return [word + " ", P("LOCATION_OTHER", val)]


def lab_room(c):
    return [c.ch(["Lab ", "Cath Lab ", "CCL ", "Cath lab "]), P("LOCATION_OTHER", c.lab)]
