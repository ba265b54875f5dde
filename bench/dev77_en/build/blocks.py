"""Layout helpers shared by the genre builders: headers, signature and cc blocks."""
import re

from common import P, MS, MSEP, ME, fmt_date, num_words, nhs_number, uk_ni
from ctx import D

_MK = re.compile(re.escape(MS) + r"[A-Z_]+" + re.escape(MSEP))


def vis_len(s):
    return len(_MK.sub("", s).replace(ME, ""))


def pad(s, n):
    return s + " " * max(1, n - vis_len(s))


def two_col(pairs, width=38):
    """pairs of (left, right) marked strings -> aligned plain-text rows."""
    return "\n".join(pad(a, width) + b if b else a for a, b in pairs)


def section(title, body, style):
    if style == "caps":
        return title.upper() + ":\n" + body
    if style == "rule":
        return "== " + title.upper() + " ==\n" + body
    if style == "inline":
        return title + ": " + body
    if style == "hash":
        return "## " + title + "\n" + body
    return title + ":\n" + body


SCEN = [
    ("shortness of breath", "COPD exacerbation", ["COPD on 2 L home O2", "HTN", "former smoker"]),
    ("chest pain", "NSTEMI", ["CAD s/p PCI", "HLD", "DM2"]),
    ("fever and dysuria", "pyelonephritis with sepsis", ["recurrent UTI", "CKD 3a", "DM2"]),
    ("fall at home", "right intertrochanteric hip fracture", ["osteoporosis", "Parkinson's disease", "HTN"]),
    ("confusion", "delirium secondary to UTI", ["Alzheimer's dementia", "HTN", "BPH"]),
    ("leg swelling and orthopnea", "acute on chronic HFrEF", ["HFrEF, EF 30%", "AF on apixaban", "CKD 3b"]),
    ("RUQ abdominal pain", "acute calculous cholecystitis", ["obesity", "GERD", "HTN"]),
    ("generalized weakness", "symptomatic hyponatremia", ["SIADH", "depression on sertraline", "hypothyroidism"]),
    ("palpitations", "atrial fibrillation with RVR", ["Graves' disease", "HTN", "OSA on CPAP"]),
    ("cough and fever", "community-acquired pneumonia", ["asthma", "GERD", "anemia"]),
    ("black stools", "upper GI bleed, likely peptic ulcer", ["Barrett's esophagus", "NSAID use", "AF on warfarin"]),
    ("left facial droop", "acute ischemic stroke, R MCA territory", ["AF not anticoagulated", "HTN", "HLD"]),
    ("passing out", "orthostatic syncope", ["Parkinson's disease", "autonomic dysfunction", "BPH"]),
    ("vomiting and high sugars", "diabetic ketoacidosis", ["DM1 on insulin pump", "Hashimoto's thyroiditis", "depression"]),
    ("worsening right knee pain", "end-stage osteoarthritis, right knee", ["OA", "HTN", "obesity"]),
    ("rectal bleeding", "diverticular bleed", ["diverticulosis", "HTN", "CKD 3a"]),
]


def scen(c):
    return c.c(SCEN)


def header_kv(c, extra=None, width=40):
    """Key: value header block, two columns."""
    rows = [
        ("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
        ("DOB: " + c.dob_str() + " (" + P("AGE", c.age) + c.c([" y", " yo", " yrs"]) + ")", "Sex: " + c.sex),
        ("Acct #: " + P("ACCOUNT", c.acct), "Visit: " + c.d(c.base)),
    ]
    if extra:
        rows.extend(extra)
    return two_col(rows, width)


def header_banner(c):
    bits = [c.ptname_header(), "MRN " + P("MRN", c.mrn), "DOB " + c.dob_str(),
            P("AGE", c.age) + c.c(["y ", " y.o. ", "yo "]) + c.sex]
    if c.chance(0.6):
        bits.append("Acct " + P("ACCOUNT", c.acct))
    if c.chance(0.5):
        bits.append(c.hospital())
    return " | ".join(bits)


def address_block(c):
    lines = ["Address: " + c.addr_lines(one_line=True), "Home: " + c.phone("home") + "   Cell: " + c.phone("cell")]
    if c.chance(0.4):
        lines.append("Email: " + P("EMAIL", c.email))
    return "\n".join(lines)


def insurance_line(c):
    if c.ca:
        return c.c(["Health card: ", "Provincial health number: ", "HCN: "]) + P("HEALTHPLAN", c.member)
    s = "Insurance: " + P("ORGANIZATION", c.insurer) + ", member ID " + P("HEALTHPLAN", c.member)
    if c.chance(0.5):
        s += ", group " + P("HEALTHPLAN", c.group)
    return s


def nok_line(c):
    rel = c.nok_rel
    p = c.nok
    s = "Emergency contact: " + P("FAMILY", c.c([p.full, "%s, %s" % (p.last, p.first)])) + " (" + rel + ") " + P("PHONE", c.nok_phone)
    return s


def sign_block(c, doc=None, style=None, when=None):
    doc = doc or c.attending
    when = when or c.base
    r = c.r
    style = style or c.c(["esign", "dictated", "simple", "attest", "esign_ids"])
    if style == "esign":
        return ("Electronically signed by " + c.doc(doc, c.c(["full_cred", "full_mi_cred", "dr_full"])) + " on " +
                c.d(when, c.c(["mdy", "mdy_np", "iso", "long"])) + " at " + c.time())
    if style == "esign_ids":
        lines = ["Signed: " + c.doc(doc, "full_cred") + "  NPI " + P("LICENSE", c.npi()),
                 c.d(when, c.c(["mdy", "iso"])) + " " + c.time() + "  (user: " + P("USERNAME", doc.username(r)) + ")"]
        return "\n".join(lines)
    if style == "dictated":
        tr = c.staff("trans")
        lines = ["Dictated by: " + c.doc(doc, c.c(["full_cred", "last_first_cred"])),
                 "D: " + c.d(when, "mdy") + " " + c.time() + "   T: " + c.d(when + D(days=r.randint(0, 2)), "mdy") + " " + c.time(),
                 P("DOCTOR", doc.initials(dots=False)) + c.c(["/", ":", "/"]) + P("DOCTOR", tr.initials(dots=False).lower()),
                 "Job #: " + P("IDNUM", "%06d" % r.randint(0, 999999))]
        if c.chance(0.3):
            lines.insert(3, "Transcribed by: " + P("DOCTOR", tr.full) + ", transcriptionist")
        return "\n".join(lines)
    if style == "attest":
        sc = c.staff("scribe")
        return ("Scribe attestation: I, " + P("DOCTOR", sc.full) + ", am scribing for and in the presence of " +
                c.doc(doc, c.c(["dr_full", "dr_last"])) + ".\n" +
                "Physician attestation: I personally performed the services described in this documentation, as scribed by " +
                P("DOCTOR", c.c([sc.full, sc.first])) + " in my presence, and it is both accurate and complete.\n" +
                c.doc(doc, "full_cred") + "  " + c.d(when, c.c(["mdy", "mdy2", "iso"])) + " " + c.time())
    return c.doc(doc, c.c(["full_cred", "dr_full", "full_mi_cred"])) + "\n" + c.c(["Attending physician", "Hospitalist", "Internal Medicine"]) + \
        (", pager " + c.pager() if c.chance(0.5) else "")


def cc_block(c, doc=None):
    doc = doc or c.pcp
    lines = ["cc: " + c.doc(doc, c.c(["dr_full", "full_cred", "dr_last"])) + ", " + P("HOSPITAL", c.clinic)]
    if c.chance(0.7):
        lines.append("    Fax: " + c.fax())
    if c.chance(0.3):
        lines.append("    " + P("STREET", "%d %s %s" % (c.r.randint(10, 980), c.c(["Larkspur", "Corran", "Heron", "Ferris", "Quarry"]), c.c(["Road", "Street", "Ave"]))) +
                     ", " + P("CITY", c.city) + ", " + P("STATE", c.st) + " " + P("ZIP", c.zip))
    return "\n".join(lines)


def registration(c):
    """Face-sheet style demographics: address, phones, e-mail, insurance, national numbers, contact."""
    lines = ["Address: " + c.addr_lines(one_line=True),
             "Phone: " + c.phone("home") + c.c(["   Cell: " + c.phone("cell"), ""])]
    if c.chance(0.45):
        lines.append("Email: " + P("EMAIL", c.email))
    lines.append(insurance_line(c))
    if c.birth_country in ("England", "Scotland") and c.chance(0.8):
        lines.append("NHS number (prior UK registration): " + P("HEALTHPLAN", nhs_number(c.r)))
        if c.chance(0.6):
            lines.append("UK National Insurance no.: " + P("SSN", uk_ni(c.r)))
    elif not c.ca and c.chance(0.55):
        lines.append(c.c(["SSN: ", "SS#: ", "Social Security #: "]) + P("SSN", c.ssn))
    lines.append(nok_line(c))
    return "\n".join(lines)
