"""Shared note fragments: letterheads, patient blocks, signatures, lab lines."""
import pools as PL
from phi import (pick, chance, dd, ll, nm, doc, fdate, D, agep, addr, addd, phone, initials,
                 idnum, uname)

CONS_ROLE = {"UK": ["Consultant Gastroenterologist", "Consultant Physician & Gastroenterologist",
                    "Consultant Gastroenterologist, IBD Lead"],
             "IE": ["Consultant Gastroenterologist", "Consultant Physician/Gastroenterologist"],
             "US": ["Attending Physician, Gastroenterology", "Director, IBD Center", "Gastroenterology"],
             "CA": ["Gastroenterology", "Staff Gastroenterologist", "Division of Gastroenterology"],
             "AU": ["Consultant Gastroenterologist", "Staff Specialist, Gastroenterology", "VMO Gastroenterologist"],
             "NZ": ["Consultant Gastroenterologist", "Gastroenterologist"]}
CRED = {"UK": ["MD FRCP", "MRCP", "FRCP", "PhD FRCP", ""], "IE": ["MRCPI", "FRCPI", "MD FRCPI", ""],
        "US": ["MD", "MD, MPH", "DO", "MD, FACG"], "CA": ["MD, FRCPC", "MD FRCPC", "MD"],
        "AU": ["FRACP", "MBBS FRACP", "MBBS (Hons) FRACP"], "NZ": ["FRACP", "MBChB FRACP", "MBChB"]}
CNS_ROLE = {"UK": "IBD Clinical Nurse Specialist", "IE": "Clinical Nurse Specialist, IBD",
            "US": "IBD Nurse Coordinator", "CA": "IBD Nurse Clinician", "AU": "IBD Clinical Nurse Consultant",
            "NZ": "IBD Clinical Nurse Specialist"}
NURSE_CRED = {"UK": "RN", "IE": "RGN", "US": "RN, BSN", "CA": "RN", "AU": "RN", "NZ": "RN"}


def letterhead(rng, n, x, h=None, dept=None):
    h = h or x.h
    c = x.c
    dept = dept or pick(rng, ["Department of Gastroenterology", "Inflammatory Bowel Disease Service",
                              "Digestive Diseases Unit", "Gastroenterology & Hepatology",
                              "IBD Unit, Department of Gastroenterology"])
    nmh = h["name"].upper() if chance(rng, 0.4) else h["name"]
    n.ln(("HOSPITAL", nmh))
    if chance(rng, 0.5):
        n.ln(("HOSPITAL", h["trust"]))
    n.ln(dept)
    n.ln(addr(rng, h["addr"], c))
    k = rng.randrange(3)
    if k == 0:
        n.ln("Tel: ", ("PHONE", h["switch"]), "  |  IBD Advice Line: ", ("PHONE", h["advice"]),
             "  |  Fax: ", ("FAX", h["fax"]))
    elif k == 1:
        n.ln("Secretary: ", ("PHONE", h["secphone"]))
        n.ln("Fax ", ("FAX", h["fax"]), "   Email ", ("EMAIL", x.mail_dept))
    else:
        n.ln("Switchboard ", ("PHONE", h["switch"]), " / Fax ", ("FAX", h["fax"]))
        n.ln("IBD helpline ", ("PHONE", h["advice"]), " (Mon-Fri 09:00-16:00, answerphone)")
    n.ln()


def ptblock(rng, n, x, style=None, address=True):
    c = x.c
    style = style if style is not None else rng.randrange(4)
    p = x.pt
    if style == 0:
        n.ln("Re: ", nm(rng, p, "PATIENT", pick(rng, ["title_full", "full", "fml"])),
             "   DOB: ", D(rng, x.dob, c), "   ", pick(rng, ["Hosp No: ", "MRN: ", "RN: ", "Hospital no. "]),
             ("MRN", x.mrn))
        if address:
            n.ln("     ", addr(rng, x.addr, c))
        n.ln("     ", x.hidlab, ": ", ("HEALTHPLAN", x.hid))
    elif style == 1:
        n.ln("Patient:   ", nm(rng, p, "PATIENT", pick(rng, ["LF", "lf"])))
        n.ln("DOB:       ", D(rng, x.dob, c), " (", agep(rng, x.age, p.sex, pick(rng, ["y", "yrs", "sexsp"])), ")")
        n.ln("MRN:       ", ("MRN", x.mrn))
        n.ln(x.hidlab + ":", " " * max(1, 11 - len(x.hidlab) - 1), ("HEALTHPLAN", x.hid))
        if address:
            n.ln("Address:   ", addr(rng, x.addr, c))
            n.ln("Phone:     ", ("PHONE", x.mob if chance(rng, 0.6) else x.home))
    elif style == 2:
        n.ln(nm(rng, p, "PATIENT", "LF"), " | ", D(rng, x.dob, c), " | ",
             agep(rng, x.age, p.sex, "sex"), " | MRN ", ("MRN", x.mrn), " | ", x.hidlab, " ", ("HEALTHPLAN", x.hid))
        if address:
            n.ln(addr(rng, x.addr, c))
    else:
        n.ln("NAME: ", nm(rng, p, "PATIENT", "LF"), "    D.O.B. ", D(rng, x.dob, c))
        n.ln("UNIT NO: ", ("MRN", x.mrn), "    ", x.hidlab.upper(), ": ", ("HEALTHPLAN", x.hid))
        if address:
            n.ln("ADDRESS: ", addr(rng, x.addr, c, country=chance(rng, 0.2)))


def docname(rng, x, p, cred=True):
    out = [("DOCTOR", pick(rng, [p.full, p.first + " " + (p.mid + ". " if p.mid else "") + p.last]))]
    if cred:
        cr = pick(rng, CRED[x.c])
        if cr:
            out += [", " if x.c in ("US", "CA") else " ", cr]
    return out


def sign_cons(rng, n, x, p=None, lic=True):
    p = p or x.cons
    c = x.c
    n.ln(pick(rng, ["Yours sincerely,", "Yours sincerely", "Kind regards,", "With best wishes,",
                    "Sincerely,", "Regards"]))
    n.ln()
    if chance(rng, 0.3):
        n.ln("Dictated but not signed by")
    n.ln(["Dr " if chance(rng, 0.5) else ""], docname(rng, x, p, cred=True))
    n.ln(pick(rng, CONS_ROLE[c]))
    if lic and chance(rng, 0.55):
        n.ln(p.lic[0], " ", ("LICENSE", p.lic[1]))
    if chance(rng, 0.4):
        n.ln("Email: ", ("EMAIL", x.mail_cons))


def sign_cns(rng, n, x, p=None):
    p = p or x.cns
    n.ln(("DOCTOR", p.full), ", ", NURSE_CRED[x.c])
    n.ln(CNS_ROLE[x.c])
    n.w(pick(rng, ["Direct line ", "Tel ", "Advice line "]), ("PHONE", x.h["advice"]))
    if chance(rng, 0.5):
        n.w("  Email ", ("EMAIL", x.mail_cns))
    n.ln()


def dictated(rng, n, x, d, typed=None):
    a, b = initials(x.cons), x.sec.first[0].lower() + x.sec.last[0].lower()
    typed = typed or addd(d, rng.randint(1, 9))
    k = rng.randrange(3)
    if k == 0:
        n.ln(("DOCTOR", a), "/", ("DOCTOR", b), "   D: ", D(rng, d, x.c), "  T: ", D(rng, typed, x.c))
    elif k == 1:
        n.ln("Dictated ", D(rng, d, x.c), ", typed ", D(rng, typed, x.c), " by ",
             ("DOCTOR", x.sec.full))
    else:
        n.ln("Ref: ", ("DOCTOR", a), "/", ("DOCTOR", b), "/", ("MRN", x.mrn))


def cc_block(rng, n, x):
    c = x.c
    n.ln("cc:")
    n.ln("  ", doc(rng, x.gp, "dr_full"), ", ", ("HOSPITAL", x.gp_practice), ", ",
         addr(rng, x.gp_addr, c))
    if chance(rng, 0.7):
        n.ln("  ", nm(rng, x.pt, "PATIENT", pick(rng, ["title_full", "full"])), ", ", addr(rng, x.addr, c))
    if chance(rng, 0.4):
        n.ln("  ", ("DOCTOR", x.cns.full), ", ", CNS_ROLE[c])


def labs_line(rng, c, full=True):
    us = c == "US"
    hb = rng.randint(82, 158)
    parts = ["Hb %s" % (("%.1f g/dL" % (hb / 10)) if us else ("%d g/L" % hb)),
             "WCC %.1f" % (rng.randint(30, 160) / 10), "Plt %d" % rng.randint(150, 690),
             "CRP %s mg/L" % pick(rng, ["<1", "<5", str(rng.randint(1, 180))]),
             "Alb %d g/L" % rng.randint(22, 46)]
    if full:
        parts += pick(rng, [["ESR %d mm/h" % rng.randint(2, 90)], ["Ferritin %d ug/L" % rng.randint(6, 400)],
                            ["ALT %d U/L" % rng.randint(8, 90)], ["Vit D %d nmol/L" % rng.randint(18, 110)],
                            ["B12 %d ng/L" % rng.randint(120, 700)]])
    return ", ".join(parts)


def fcp(rng):
    return pick(rng, ["<20", "35", "62", str(rng.randint(80, 2400)), ">1800", ">3000", str(rng.randint(20, 400))])


def scores(rng, x):
    if x.dx == "CD":
        return pick(rng, ["HBI %d" % rng.randint(0, 16), "Harvey-Bradshaw Index %d" % rng.randint(0, 16),
                          "CDAI %d" % rng.randint(60, 420), "SES-CD %d" % rng.randint(0, 24)])
    return pick(rng, ["partial Mayo %d/9" % rng.randint(0, 9), "SCCAI %d" % rng.randint(0, 12),
                      "Mayo endoscopic subscore %d" % rng.randint(0, 3), "UCEIS %d" % rng.randint(0, 8)])


def hard_neg(rng, x):
    """A sentence of PHI look-alikes that are not PHI."""
    return pick(rng, [
        "Montreal %s; %s." % (x.mont, scores(rng, x)),
        "TPMT activity %d mU/L (normal); NUDT15 genotype wild type." % rng.randint(25, 60),
        "Stool MC&S and C. difficile toxin negative; Bristol stool chart type %d." % rng.randint(5, 7),
        "Codes: ICD-10 %s; SNOMED CT 34000006." % pick(rng, PL.ICD_CD if x.dx == "CD" else PL.ICD_UC),
        "Dose per protocol IBD-BIO-%02d v%d.%d (5 mg/kg = %d mg, rounded to 100 mg vials)." % (
            rng.randint(1, 20), rng.randint(1, 4), rng.randint(0, 9), int(x.wt * 5)),
        "QuantiFERON-TB Gold Plus negative, HBsAg/anti-HBc negative, VZV IgG positive.",
        "Scored with the %s and %s." % (pick(rng, PL.EPONYM_PHRASES), pick(rng, PL.EPONYM_PHRASES)),
        "Weight %.1f kg, BMI %.1f, BP %d/%d, HR %d." % (x.wt, rng.randint(170, 360) / 10, rng.randint(95, 150),
                                                         rng.randint(55, 95), rng.randint(55, 118)),
        "Previously on %s - stopped because of %s." % (pick(rng, PL.SMALL_MOLECULES), x.stop),
        "Faecal calprotectin %s ug/g (ref <50); lactoferrin positive." % fcp(rng),
    ])


def dx_line(rng, x):
    c = x.c
    o, e = pick(rng, [(" (Montreal ", "), diagnosed "), (" - Montreal ", " - dx "), (", Montreal ", ", diagnosed ")])
    return [x.dxname[0].upper() + x.dxname[1:], o, x.mont, e, D(rng, x.dx_date, c, pick(rng, ["my", "y", "y"]))]


def art(age_piece_first):
    """'a' or 'an' before an age phrase whose span value is given."""
    v = age_piece_first.lower()
    return "an" if (v.startswith("8") or v in ("11", "18") or v.startswith("eight") or v.startswith("eleven")) and \
        not (v.startswith("8") and len(v) == 3) else "a"


def staff_user(rng, p):
    return ("USERNAME", uname(rng, p))


def mkid(rng, kind, d):
    return ("IDNUM", idnum(rng, kind, d))
