"""Reusable note fragments: banners, registration blocks, signatures."""
import pools as PL
from common import age_phrase, fdate


def banner(ctx, n, acct=None, loc=None):
    r = ctx.rng
    k = r.randint(0, 4)
    if acct is None:
        acct = r.random() < 0.5
    if k == 0:
        n.ln("Patient: ", ctx.P(r.choice(["LFM", "LF", "Lf"])), "    MRN: ", ctx.mrn_t(),
             "    DOB: ", ctx.dob_t(), " (", (str(ctx.age), "AGE"), " y)    Sex: ", ctx.sex)
    elif k == 1:
        n.ln("Name: ", ctx.P(r.choice(["fl", "fml"])))
        n.ln("MRN: ", ctx.mrn_t())
        n.ln("DOB: ", ctx.dob_t(), "   Age: ", (str(ctx.age), "AGE"), "   Sex: ", "Male" if ctx.sex == "M" else "Female")
    elif k == 2:
        n.ln("PT: ", ctx.P("Lfm"), " | MR# ", ctx.mrn_t(), " | DOB ", ctx.dob_t(), " | ",
             (str(ctx.age), "AGE"), ctx.sex)
    elif k == 3:
        n.ln(ctx.P("LFM"))
        n.ln("MRN ", ctx.mrn_t(), "   DOB ", ctx.dob_t(), "   ", (str(ctx.age), "AGE"), " yrs ", ctx.sex)
    else:
        n.ln("Patient Name........ ", ctx.P("LF"))
        n.ln("Medical Record #.... ", ctx.mrn_t())
        n.ln("Date of Birth....... ", ctx.dob_t())
        n.ln("Age/Sex............. ", (str(ctx.age), "AGE"), "/", ctx.sex)
    if acct:
        n.ln(r.choice(["Acct #: ", "Encounter: ", "FIN: ", "Visit No. ", "Account: "]), ctx.acct_t())
    if loc:
        n.ln(*loc)


def location_items(ctx):
    r = ctx.rng
    k = r.randint(0, 4)
    if k == 0:
        return ["Location: ", (r.choice(PL.WARDS), "HOSPITAL"), ", Room ",
                ("%d%s" % (r.randint(2, 9) * 100 + r.randint(1, 40), r.choice(["", "", "A", "B"])), "LOCATION_OTHER"),
                ", Bed ", (str(r.randint(1, 4)), "LOCATION_OTHER")]
    if k == 1:
        return ["Loc: ", r.choice(["ICU", "MICU", "SICU", "CVICU", "ED", "L&D", "PACU", "Oncology"]), " Rm ",
                ("%d" % (r.randint(1, 9) * 100 + r.randint(1, 40)), "LOCATION_OTHER")]
    if k == 2:
        return ["Ward: ", (r.choice(PL.WARDS), "HOSPITAL"), "  Bed ",
                (r.choice(["%d" % r.randint(1, 30), "%d%s" % (r.randint(1, 12), r.choice("ABCD"))]), "LOCATION_OTHER")]
    if k == 3:
        return ["Location: ", (ctx.hshort, "HOSPITAL"), " ", r.choice(["5 West", "4 North", "Heme/Onc", "Step-down", "ED"]),
                " room ", ("%d" % (r.randint(1, 9) * 100 + r.randint(1, 40)), "LOCATION_OTHER")]
    return ["Pt location: ", r.choice(["ED", "OR", "Dialysis", "Outpatient infusion"]), " bay ",
            (str(r.randint(1, 24)), "LOCATION_OTHER")]


def staff_sig(ctx, n, p, date=None, lead=None, style=None):
    r = ctx.rng
    lead = lead or r.choice(["Electronically signed by: ", "Signed: ", "Signature: ", "-- ", "Authenticated by "])
    style = style or r.choice(["fl", "fml", "fil", "fl"])
    n.add(lead, (p.f(style), "DOCTOR"), ", " + getattr(p, "cred", "MD"))
    if date is not None:
        n.add(r.choice([" on ", " ", "  "]), ctx.d(date), " %02d:%02d" % (r.randint(7, 19), r.randint(0, 59)))
    n.ln()


def dr(p, style=None, rng=None):
    style = style or (rng.choice(["l", "fl", "fil"]) if rng else "l")
    return (p.f(style), "DOCTOR")


def registration(ctx, n, ssn=None, employer=None, emerg=True):
    r = ctx.rng
    n.ln("Address: ", (ctx.street, "STREET"), ", ", (ctx.city, "CITY"), ", ", (ctx.st, "STATE"), " ", (ctx.zip, "ZIP"))
    n.ln(r.choice(["Home phone: ", "Phone: ", "Tel: ", "Cell: "]), ctx.phone(ext=False))
    if ssn is None:
        ssn = r.random() < (0.45 if ctx.us else 0.25)
    if ssn:
        n.ln("SSN: " if ctx.us else "SIN: ", ctx.ssn())
    lab, hp = ctx.healthplan()
    if ctx.us:
        n.ln("Insurance: ", (r.choice(PL.INSURERS), "ORGANIZATION"), "   ", lab, ": ", hp,
             *(["   Group: ", ctx.group()] if r.random() < 0.4 else []))
    else:
        n.ln("Health card (", lab, "): ", hp)
    if r.random() < 0.3:
        n.ln("Country of birth: ", (r.choice(PL.COUNTRIES + ["Canada", "United States"]), "COUNTRY"),
             "   Preferred language: ", r.choice(["English", "French", "Spanish", "Tagalog", "Arabic", "Punjabi"]))
    if employer is None:
        employer = r.random() < 0.35
    if employer:
        n.ln("Employer: ", (r.choice(PL.EMPLOYERS), "ORGANIZATION"), "   Occupation: ", (r.choice(PL.PROFESSIONS), "PROFESSION"))
    if emerg:
        rel, fam = ctx.rel(r.choice(PL.RELATIONS[:12]))
        n.ln("Emergency contact: ", (fam.f(r.choice(["fl", "Lf", "fl"])), "FAMILY"), " (", rel, ") ", ctx.phone(ext=False))
    return


def social_line(ctx, n):
    """A short social history sentence with PROFESSION/ORGANIZATION/COUNTRY."""
    r = ctx.rng
    k = r.randint(0, 5)
    if k == 0:
        n.add("Works as a ", (r.choice(PL.PROFESSIONS), "PROFESSION"), " at ", (r.choice(PL.EMPLOYERS), "ORGANIZATION"), ". ")
    elif k == 1:
        rel, fam = ctx.rel(r.choice(["wife", "husband", "daughter", "partner"]))
        n.add("Retired ", (r.choice(PL.RETIRED), "PROFESSION"), ", lives with ", rel, " ", (fam.f("f"), "FAMILY"), ". ")
    elif k == 2:
        n.add("Originally from ", (r.choice(PL.COUNTRIES), "COUNTRY"), ", moved to ", (ctx.city, "CITY"), " in ",
              (str(ctx.enc.year - r.randint(2, 25)), "DATE"), ". ")
    elif k == 3:
        n.add("Employed by ", (r.choice(PL.EMPLOYERS), "ORGANIZATION"), " (", (r.choice(PL.PROFESSIONS), "PROFESSION"), "). ")
    elif k == 4:
        n.add("Non-smoker, occasional EtOH. ")
    else:
        rel, fam = ctx.rel(r.choice(["son", "daughter", "niece"]))
        n.add("Lives alone in ", (ctx.city, "CITY"), "; ", rel, " ", (fam.f("fl"), "FAMILY"), " checks in daily. ")


def dictation(ctx, n, author, date):
    r = ctx.rng
    t = ctx.person()
    k = r.randint(0, 2)
    if k == 0:
        n.ln((author.f("INI"), "DOCTOR"), "/", (t.f("INI").lower(), "DOCTOR"))
        n.ln("D: ", ctx.d(date), "  T: ", ctx.d(date if r.random() < 0.5 else date.__class__.fromordinal(date.toordinal() + 1)))
    elif k == 1:
        n.ln("Dictated by: ", (author.f("fl"), "DOCTOR"), "   Transcribed by: ", (t.f("fl"), "DOCTOR"))
        n.ln("DD: ", ctx.d(date), "   DT: ", ctx.d(date))
    else:
        n.ln("Job #", ctx.idnum("dddddd"), "  DD/", (t.f("INI").lower(), "DOCTOR"), "  ", ctx.d(date))


def cc_line(ctx, n, gp=None):
    r = ctx.rng
    gp = gp or ctx.staff("md")
    n.ln("cc: Dr. ", (gp.f(r.choice(["fl", "fil"])), "DOCTOR"), ", ", (r.choice(PL.CLINICS), "HOSPITAL"),
         " (fax ", ctx.fax(), ")")


__all__ = ["banner", "location_items", "staff_sig", "dr", "registration", "social_line", "dictation",
           "cc_line", "age_phrase", "fdate"]
