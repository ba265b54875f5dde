"""Reusable blocks: letterheads, patient banners, signatures, tables, footers."""
import datetime

import pools
from core import (chance, pick, addr_pieces, fmt_date, digits, letters, ip_priv, accession, phone, bleep, ext, url)

DEPTS = ["Department of Renal Medicine", "Kidney Care Service", "Renal Unit", "Advanced Kidney Care Clinic",
         "Division of Nephrology", "Nephrology Outpatients", "Low Clearance Clinic", "CKD Multi-Care Clinic"]


def letterhead(d, x, dept=None):
    r = x.rng
    dept = dept or pick(r, DEPTS)
    v = r.randrange(4)
    if v == 0:
        d.ln(("HOSPITAL", x.hosp.upper() if chance(r, 0.4) else x.hosp))
        d.ln(dept)
        d.ln(addr_pieces(r, x.hosp_addr, "block"))
        d.ln("Tel: ", ("PHONE", x.hosp_phone), "   Fax: ", ("FAX", x.hosp_fax))
        if chance(r, 0.5):
            d.ln("Email: ", ("EMAIL", x.dept_email))
    elif v == 1:
        d.ln(dept, ", ", ("HOSPITAL", x.hosp), ", ", addr_pieces(r, x.hosp_addr, "line"))
        d.ln("T ", ("PHONE", x.hosp_phone), " | F ", ("FAX", x.hosp_fax), " | ", ("EMAIL", x.dept_email))
    elif v == 2:
        d.ln(("HOSPITAL", x.hosp), " - ", dept)
        d.ln("Direct line: ", ("PHONE", x.hosp_phone + (ext(r) if chance(r, 0.4) else "")))
        d.ln("Secure fax: ", ("FAX", x.hosp_fax))
        if chance(r, 0.6):
            d.ln(("URL", url(r, "portal")))
    else:
        d.ln(dept.upper())
        d.ln(("HOSPITAL", x.hosp))
        d.ln(addr_pieces(r, x.hosp_addr, "line"))
        d.ln("Appointments ", ("PHONE", phone(r, x.c)), "  Secretary ", ("PHONE", x.hosp_phone))
    d.ln()


def banner(d, x, style=None):
    """Patient identification block."""
    r = x.rng
    style = style if style is not None else r.randrange(5)
    if style == 0:
        d.ln("Re: ", x.P("title_full"), "   DOB: ", x.D(x.dob), "   ", x.mrn_pieces())
        d.ln("    ", x.hp_pieces())
        d.ln("    ", addr_pieces(r, x.addr, "line"))
    elif style == 1:
        d.ln("Patient: ", x.P("last_first_up"), " | ", x.mrn_label, " ", ("MRN", x.mrn), " | DOB ", x.D(x.dob),
             " (", x.A("y"), ") | ", x.pt.sex)
    elif style == 2:
        d.ln("Name: ", x.P(pick(r, ["full", "fml", "last_first_up"])), [" (known as ", ("PATIENT", x.nick), ")"] if x.nick else None)
        d.ln("DOB: ", x.D(x.dob), "    Age: ", x.A("bare"))
        d.ln(x.mrn_pieces())
        d.ln(x.hp_pieces())
        d.ln("Address: ", addr_pieces(r, x.addr, "line"))
        d.ln("Phone: ", ("PHONE", x.home), pick(r, [" (home)", ""]), "  Mobile: ", ("PHONE", x.mob))
    elif style == 3:
        d.ln(x.P("LAST_FIRST"), "  ", x.D(x.dob), "  ", x.A("sex"), "  ", ("MRN", x.mrn))
    else:
        d.ln("RE: ", x.P(pick(r, ["FULL", "first_LAST"])), ", DOB ", x.D(x.dob))
        d.ln(addr_pieces(r, x.addr, "line", upper=chance(r, 0.3)))
        d.ln(x.hp_pieces(), "  ", x.mrn_pieces())


def gp_address(d, x):
    r = x.rng
    d.ln(x.Dr(x.gp, "dr_full"))
    d.ln(("HOSPITAL", x.practice))
    d.ln(addr_pieces(r, x.practice_addr, "block"))


def signoff(d, x, p, title, role="doctor", lic=True, cred=None, doc_style="dr_full"):
    r = x.rng
    d.ln(pick(r, ["Yours sincerely,", "Kind regards,", "Yours sincerely", "With best wishes,", "Regards,"]))
    d.ln()
    if role == "doctor":
        if x.c in ("US", "Canada") and chance(r, 0.5):
            d.ln(x.Dr(p, "full", cred=x.cred))
        else:
            d.ln(x.Dr(p, doc_style))
    else:
        d.ln(("DOCTOR", p.full), ", " + cred if cred else "")
    d.ln(title)
    if lic:
        lab, val = x.lic[role]
        d.ln(lab, " ", ("LICENSE", val))


def typed_footer(d, x, author):
    r = x.rng
    v = r.randrange(3)
    dd = x.date
    dt = dd + datetime.timedelta(days=r.randrange(1, 9))
    if v == 0:
        d.ln(("DOCTOR", author.initials), "/", ("DOCTOR", x.sec.initials.lower()))
        d.ln("D: ", x.D(dd), "  T: ", x.D(dt))
    elif v == 1:
        d.ln("Dictated ", x.D(dd), ", typed ", x.D(dt), " by ", ("DOCTOR", x.sec.full), " (medical secretary)")
    else:
        d.ln("DD/", ("DOCTOR", x.sec.initials.lower()), "   Date typed: ", x.D(dt))


def cc(d, x):
    r = x.rng
    d.ln("cc:")
    if chance(r, 0.7):
        d.ln("  ", x.Dr(x.gp, "dr_full"), ", ", ("HOSPITAL", x.practice), ", ", addr_pieces(r, x.practice_addr, "line"))
    d.ln("  ", x.P("title_full"), " (patient)", pick(r, ["", " - by post", " - via portal"]))
    if chance(r, 0.3):
        d.ln("  ", x.Dr(x.nurse, "full"), ", ", x.nurse_title)


def esign(d, x, p, when=None):
    r = x.rng
    when = when or x.date
    t = "%02d:%02d" % (r.randrange(7, 20), r.randrange(60))
    v = r.randrange(3)
    if v == 0:
        d.ln("Electronically signed by ", ("DOCTOR", p.full), " (", x.uname(p), ") on ", x.D(when), " ", t)
    elif v == 1:
        d.ln("E-signed: ", ("DOCTOR", p.last + ", " + p.first), " [", x.uname(p), "] ", x.D(when), " @ ", t)
    else:
        d.ln("Authenticated: ", x.uname(p), " ", x.D(when), " ", t, " ws ", ("IPADDR", ip_priv(r)))


def meds(d, x, head="Medications:"):
    r = x.rng
    d.ln(head)
    b = r.randrange(4)
    for i, m in enumerate(x.meds):
        d.ln(["- ", "  ", "%d. " % (i + 1), "* "][b], m)


def labs_table(d, x, cols=("egfr", "cr", "acr", "hb", "k"), n=None, acc=False):
    r = x.rng
    heads = {"egfr": "eGFR", "cr": "Creat", "acr": "ACR", "hb": "Hb", "k": "K+", "bic": "HCO3", "po4": "PO4",
             "pth": "PTH", "ferr": "Ferritin", "tsat": "TSAT%", "alb": "Alb"}
    pts = x.series[-n:] if n else x.series
    line = ["Date".ljust(13)] + [heads[c].ljust(9) for c in cols]
    if acc:
        line.append("Lab no.")
    d.ln("".join(line).rstrip())
    for p in pts:
        ds = fmt_date(p["d"], x.dstyle if x.dstyle not in ("dth_month_y", "d_month_y", "month_d_y") else "iso")
        pieces = [("DATE", ds), " " * max(1, 13 - len(ds))]
        for c in cols:
            v = x.val(p, c) if c in ("hb", "acr", "po4", "pth", "alb") else str(p[c])
            pieces.append(v.ljust(9))
        if acc:
            pieces.append(("IDNUM", accession(r, x.c, p["d"])))
            d.ln(pieces)
        else:
            s = "".join(pieces[2:]).rstrip()
            d.ln(pieces[:2], s)


def units_line(x):
    return "eGFR mL/min/1.73m2 (CKD-EPI 2021); creatinine %s; ACR %s; Hb %s" % (x.u("cr"), x.u("acr"), x.u("hb"))


def diagnoses(d, x, head="Diagnoses:"):
    r = x.rng
    d.ln(head)
    d.ln("1. CKD ", x.stage(), " secondary to ", x.cause)
    for i, c in enumerate(x.comorb):
        d.ln("%d. " % (i + 2), c)


def hard_neg(x, kind="any"):
    """A line with look-alikes that are not PHI."""
    r = x.rng
    if kind == "exam":
        return pick(r, [
            "BP %d/%d mmHg sitting, %d/%d standing; HR %d reg; JVP not raised; %s pitting oedema to %s." % (
                r.randrange(118, 176), r.randrange(62, 98), r.randrange(105, 160), r.randrange(58, 90), r.randrange(56, 96),
                pick(r, ["no", "mild", "2+", "3+"]), pick(r, ["ankles", "mid-shin", "knees"])),
            "Alert, not clinically uraemic; %s; chest clear; HS I+II+0." % pick(r, pools.EPONYM_NEG),
            "Wt %.1f kg (%+.1f kg since last visit), BMI %.1f; BP %d/%d; %s." % (r.uniform(48, 121), r.uniform(-3, 3), r.uniform(19, 38),
                                                                r.randrange(118, 176), r.randrange(62, 98), pick(r, pools.EPONYM_NEG)),
            "Fundi: background retinopathy (R1M0). Pulses: DP/PT palpable. No bruit over kidneys. Murphy's sign negative.",
        ])
    opts = [
        "KDIGO heat map: %s (very high risk). ICD-10 N18.%d." % (x.stage(), 4 if x.series[-1]["egfr"] >= 15 else 5),
        "KFRE (4-variable) 2-year %s%%, 5-year %s%%." % (x.kfre2, x.kfre5),
        pick(r, pools.EPONYM_NEG).capitalize() + ".",
        "Clinical Frailty Scale %d/9; Karnofsky %d%%; PHQ-9 %d." % (r.randrange(2, 8), r.randrange(4, 10) * 10, r.randrange(0, 20)),
        "Home BP device: %s (validated); readings averaged over 7 days." % pick(r, pools.DEVICE_MODELS[:3]),
        "Urine dip: blood 1+, protein 3+, leucocytes neg. MSU sent.",
        "BP %d/%d mmHg, HR %d, SpO2 %d%% RA, wt %.1f kg." % (r.randrange(118, 176), r.randrange(62, 98), r.randrange(56, 96),
                                                          r.randrange(93, 100), r.uniform(48, 121)),
        "Renal USS: kidneys %.1f cm and %.1f cm, no hydronephrosis, increased cortical echogenicity." % (r.uniform(8, 11), r.uniform(8, 11)),
        "Problem list coded (SNOMED CT 709044004); QOF CKD register updated.",
        "Avoid NSAIDs; sick day rules (SADMANS) reinforced.",
        "Hep B sAg neg, anti-HBs %d IU/L; HCV Ab neg; HIV neg." % r.randrange(5, 400),
    ]
    return pick(r, opts)
