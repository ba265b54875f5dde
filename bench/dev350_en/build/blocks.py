"""Shared note blocks: letterheads, patient banners, signatures, audit trails."""
import pools as P


def letterhead(c, n, dept=True, contacts=True):
    r = c.r
    if r.random() < 0.5:
        n.w(("HOSPITAL", c.hosp), "\n")
        if dept:
            n.w(c.dept, "\n")
    else:
        if dept:
            n.w(c.dept, ", ")
        n.w(("HOSPITAL", c.hosp), "\n")
    if r.random() < 0.3:
        n.w(c.building(), ", ")
    n.w(c.ADDR(c.haddr, sep=", "), "\n")
    if contacts:
        k = r.randint(0, 3)
        if k == 0:
            n.w("Tel: ", c.PH("work"), "   Fax: ", c.FX(), "\n")
        elif k == 1:
            n.w("T ", c.PH("work"), " | F ", c.FX(), " | E ", c.email_team(), "\n")
        elif k == 2:
            n.w("Phone ", c.PH("work"), "  Email ", c.email_team(), "\n", c.url("site"), "\n")
        else:
            n.w("Switchboard ", c.PH("work"), "; direct line ", c.PH("work"), "\n")
    n.w("\n")


def banner(c, n, style=None, extra=True):
    """patient identification block"""
    r = c.r
    style = style if style is not None else r.randint(0, 3)
    if style == 0:
        n.w("Patient: ", c.P(r.choice(["LF", "LFU", "full", "fml"])), "\n")
        n.w("DOB: ", c.D(c.dob), " (", c.A("num"), r.choice(["y", " yrs", "yo", ""]), ")   ", c.sex, "\n")
        n.w(c.mrn_label(), ": ", ("MRN", c.mrn), "   ", c.hp_label(), ": ", ("HEALTHPLAN", c.hp_num), "\n")
        if extra:
            n.w("Address: ", c.ADDR(sep=", "), "\n")
    elif style == 1:
        n.w("NAME: ", c.P("LFU"), " | ", c.mrn_label().upper(), " ", ("MRN", c.mrn), " | DOB ",
            c.D(c.dob), " | ", c.A("sex"), "\n")
        if extra:
            n.w("ADDR: ", c.ADDR(sep=", "), " | TEL ", c.PH(r.choice(["home", "mobile"])), "\n")
    elif style == 2:
        n.w("Re: ", c.P(r.choice(["full", "fmlfull", "fml"])), ", DOB ", c.D(c.dob), "\n")
        if extra:
            n.w(c.ADDR(sep=", "), "\n")
        n.w(c.hp_label(), " ", ("HEALTHPLAN", c.hp_num), "   ", c.mrn_label(), " ", ("MRN", c.mrn), "\n")
    else:
        n.w("Surname: ", ("PATIENT", c.pl.upper()), "   Forename(s): ", ("PATIENT", c.pf + ((" " + c.pm) if c.pm else "")), "\n")
        n.w("Date of birth: ", c.D(c.dob), "   Age: ", c.A("num"), "   Sex: ", {"F": "Female", "M": "Male"}[c.sex], "\n")
        n.w(c.mrn_label(), ": ", ("MRN", c.mrn), "\n")
        if extra:
            n.w(c.hp_label(), ": ", ("HEALTHPLAN", c.hp_num), "\n")
        if c.us and r.random() < 0.25:
            n.w(c.ssn_label(), ": ", ("SSN", c.ssn), "\n")
    n.w("\n")


def sig(c, n, st, role_text=None, lic=False, contact=False):
    r = c.r
    n.w(r.choice(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "", "Signed: ", "Electronically signed by "]))
    n.w(c.S(st, r.choice(["sig", "title_full", "full_cred"])), "\n")
    if role_text:
        n.w(role_text, "\n")
    if lic:
        n.w(c.LIC(st), "\n")
    if contact:
        k = r.randint(0, 2)
        if k == 0:
            n.w("Direct: ", c.PH("work"), "\n")
        elif k == 1:
            n.w(c.email_staff(st), "\n")
        else:
            n.w("Bleep ", c.bleep(), " | ", c.email_staff(st), "\n")


def typist(c, n, author, dictated=None):
    """dictation footer: AB/cd, dates"""
    r = c.r
    k = r.randint(0, 3)
    d1 = dictated or c.visit
    d2 = c.plus(1, 9, d1)
    if k == 0:
        n.w("\n", c.S(author, "INITIALS"), "/", c.S(c.sec, "initials"), "\n")
    elif k == 1:
        n.w("\nDictated: ", c.D(d1), "  Typed: ", c.D(d2), "  Ref: ", c.S(author, "INITIALS"), "/", c.S(c.sec, "initials"), "\n")
    elif k == 2:
        n.w("\nD: ", c.D(d1, "uk2" if not c.us else "us2"), " T: ", c.D(d2, "uk2" if not c.us else "us2"), " ", c.S(c.sec, "initials"), "\n")
    else:
        n.w("\nTranscribed by ", c.S(c.sec, "full"), " on ", c.D(d2), "\n")


def cc_block(c, n, items=None):
    r = c.r
    n.w("\ncc: ")
    opts = items or r.sample(["gp", "pt", "patient", "orth", "parent", "school", "ot"], r.randint(2, 4))
    first = True
    for o in opts:
        if not first:
            n.w("\n    ")
        first = False
        if o == "gp":
            n.w(c.S(c.gp, "title_full"), ", ", ("HOSPITAL", c.practice), ", ", c.ADDR(c.make_addr(), sep=", "))
        elif o == "pt":
            n.w(c.S(c.pt, "full_cred"), r.choice([", community physiotherapy", ", Children's Therapy Team", ", Neuro Outpatient Physio"]))
        elif o == "orth":
            n.w(c.S(c.orth, "full_cred"), ", Orthotics Department")
        elif o == "ot":
            n.w(c.S(c.ot, "full_cred"), ", Occupational Therapy")
        elif o == "parent" and c.kind == "child":
            p = c.fam[0]
            n.w("Parent/carer: ", c.F(p, r.choice(["full", "title"])), ", ", c.ADDR(sep=", "))
        elif o == "school" and c.kind == "child":
            n.w(("ORGANIZATION", c.school), r.choice([" (SENCo)", " (school nurse)", " (class teacher)"]))
        else:
            n.w("Patient: ", c.P(r.choice(["full", "title", "lf"])), ", ", c.ADDR(sep=", "))
    n.w("\n")


def audit(c, n, staff=None, k=None):
    """EHR audit trail lines"""
    r = c.r
    k = k or r.randint(1, 3)
    n.w("\n--- audit ---\n")
    days = sorted(r.randint(0, 2) for _ in range(k))
    for i in range(k):
        st = staff[i % len(staff)] if staff else None
        d = c.plus(days[i], days[i])
        n.w(c.D(d, r.choice(["iso", c.dstyle])), " ", "%02d:%02d" % (r.randint(7, 18), r.randint(0, 59)), "  ",
            r.choice(["created", "edited", "signed", "viewed", "printed", "amended"]), " by ", c.user(st))
        if r.random() < 0.6:
            n.w(" @ ", c.ip())
        if r.random() < 0.3:
            n.w(" (", r.choice(["WS-", "PC", "TERM"]), "%03d" % r.randint(1, 400), ")")
        n.w("\n")


def contact_pt(c, n):
    r = c.r
    k = r.randint(0, 2)
    if k == 0:
        n.w("Home: ", c.PH("home"), "  Mobile: ", c.PH("mobile"), "\n")
    elif k == 1:
        n.w("Tel ", c.PH("mobile"), " / ", c.email_pt(), "\n")
    else:
        n.w("Contact: ", c.PH(r.choice(["home", "mobile"])), "\n")
