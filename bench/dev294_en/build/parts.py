"""Reusable document parts: case records, letterheads, patient banners,
signatures, cc lists and EPR audit footers."""
import clin as C
import pools as P
from common import pick, chance

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def age(ctx, a, form=None, sex=None):
    """item list for an age; the span is the number (or number word) only"""
    r = ctx.r
    sx = sex or "M"
    form = form or pick(r, ["yo_hyph", "yo_hyph", "yo", "y/o", "aged", "yr", "sex", "words"])
    A = ("AGE", str(a))
    if form == "yo_hyph":
        return [A, "-year-old"]
    if form == "yo":
        return [A, pick(r, [" yo", "yo", " y.o."])]
    if form == "y/o":
        return [A, " y/o"]
    if form == "aged":
        return ["aged ", A]
    if form == "yr":
        return [A, pick(r, [" yrs", "y", " years"])]
    if form == "sex":
        return [A, pick(r, ["", " "]) + sx]
    if form == "words":
        return [("AGE", words(a)), "-year-old"] if a < 100 else [A, "-year-old"]
    raise ValueError(form)


class Case:
    pass


def make_case(ctx, lo=18, hi=80, age_=None, sex=None):
    r = ctx.r
    k = Case()
    k.p = ctx.person(sex=sex, age=age_, lo=lo, hi=hi)
    k.addr = ctx.addr()
    k.mrn = ctx.mrn()
    k.mrn_lab = ctx.mrn_label()
    k.hp_lab, k.hp = ctx.hplan()
    k.ssn_lab, k.ssn = ctx.ssn()
    k.phone = ctx.phone("mobile" if chance(r, .6) else "land")
    ctx.adult = k.p.age >= 18
    k.hosp = ctx.hospital(child=not ctx.adult and chance(r, .7))
    k.employer = pick(r, P.EMPLOYERS)
    k.hosp_addr = ctx.addr(unit=False)
    k.cons = ctx.clin()
    k.nurse = ctx.clin(sex=pick(r, "FFFM"))
    k.gp = ctx.clin()
    k.practice = ctx.practice()
    k.practice_addr = ctx.addr(unit=False)
    a = k.p.age
    if a < 16:
        k.prof = None
    elif a < 18:
        k.prof = pick(r, ["apprentice electrician", "trainee hairdresser", "apprentice carpenter", "kitchen porter", "shop assistant"])
    else:
        k.prof = pick(r, P.PROFESSIONS)
    k.retired = a >= 67 and chance(r, .85)
    k.dx = pick(r, C.DIAG if a < 16 else [d for d in C.DIAG if "childhood" not in d and "centrotemporal" not in d])
    k.asms = C.regimen(r)
    fs = pick(r, "MF")
    if a < 18:
        words = ["mother"] if fs == "F" else ["father"]
    elif a < 30:
        words = ["mother", "sister", "partner", "friend", "wife"] if fs == "F" else ["father", "brother", "partner", "friend", "husband"]
    elif a < 60:
        words = ["wife", "partner", "sister", "mother", "friend"] if fs == "F" else ["husband", "partner", "brother", "father", "friend"]
        if a >= 45:
            words.append("daughter" if fs == "F" else "son")
    else:
        words = ["wife", "partner", "daughter", "sister", "friend"] if fs == "F" else ["husband", "partner", "son", "brother", "friend"]
    k.rel_word = pick(r, words)
    if k.rel_word in ("mother", "father"):
        ra = min(95, a + r.randint(20, 36))
    elif k.rel_word in ("son", "daughter"):
        ra = max(18, a - r.randint(20, 34))
    else:
        ra = max(18, a + r.randint(-8, 8))
    k.rel = ctx.person(sex=fs, age=ra)
    same = {"mother": .8, "father": .9, "son": .9, "daughter": .8, "brother": .9, "sister": .7, "wife": .6, "husband": .6}
    if chance(r, same.get(k.rel_word, 0.05)):
        k.rel.last = k.p.last
    return k


def art(w):
    return "an" if w[0].lower() in "aeiou" else "a"


def job(k):
    """noun phrase for the patient's occupation"""
    return (["retired "] if k.retired else []) + [("PROFESSION", k.prof)]


def works(k, cap=False):
    if k.retired:
        s = "is a retired "
    else:
        s = "works as %s " % art(k.prof)
    return [s.capitalize() if cap else s, ("PROFESSION", k.prof)]


def he(k, cap=False):
    s = "he" if k.p.sex == "M" else "she"
    return s.capitalize() if cap else s


def his(k, cap=False):
    s = "his" if k.p.sex == "M" else "her"
    return s.capitalize() if cap else s


def him(k):
    return "him" if k.p.sex == "M" else "her"


def letterhead(n, ctx, k, dept, compact=False):
    r = ctx.r
    n.ln(("HOSPITAL", k.hosp.upper() if chance(r, .4) else k.hosp))
    n.ln(dept)
    if chance(r, .3):
        n.ln(("LOCATION_OTHER", pick(r, P.BUILDINGS)), pick(r, [", Level 2", ", 3rd floor", ", Ground Floor", ""]))
    n.ln(ctx.addr_items(k.hosp_addr, sep=", ", country=chance(r, .15)))
    if compact:
        n.ln("Tel ", ("PHONE", ctx.phone(ext=chance(r, .3))), "  Fax ", ("FAX", ctx.phone()))
    else:
        n.ln(pick(r, ["Tel: ", "Telephone: ", "T: ", "Phone "]), ("PHONE", ctx.phone(ext=chance(r, .3))))
        if chance(r, .7):
            n.ln(pick(r, ["Fax: ", "F: ", "Fax "]), ("FAX", ctx.phone()))
        if chance(r, .6):
            n.ln(pick(r, ["Email: ", "E: ", "Secure email: "]), ("EMAIL", ctx.email()))
        if chance(r, .25):
            n.ln(("URL", ctx.url()))
    n.w("\n")


def banner(n, ctx, k, style=None, show_age=True):
    """patient identification block"""
    r = ctx.r
    p = k.p
    style = style or pick(r, ["re", "table", "line", "caps"])
    dob = ctx.d(p.dob)
    if style == "re":
        n.w("Re: ", ctx.nm(p, "PATIENT", pick(r, ["title_full", "full", "fml"])), "  DOB ", ("DATE", dob))
        if show_age and chance(r, .5):
            n.w(" (", ("AGE", str(p.age)), pick(r, [")", "y)", " yrs)"]))
        n.ln()
        n.w("     ", k.mrn_lab, ": ", ("MRN", k.mrn))
        n.w("   ", k.hp_lab, ": ", ("HEALTHPLAN", k.hp))
        n.ln()
        n.ln("     ", ctx.addr_items(k.addr))
    elif style == "table":
        n.ln("Patient name:   ", ctx.nm(p, "PATIENT", pick(r, ["full", "lastfirst", "fml"])))
        n.w("Date of birth:  ", ("DATE", dob))
        if show_age:
            n.w("   Age: ", ("AGE", str(p.age)))
        n.ln()
        n.ln(k.mrn_lab + ":" + " " * max(1, 16 - len(k.mrn_lab) - 1), ("MRN", k.mrn))
        n.ln(k.hp_lab + ":" + " " * max(1, 16 - len(k.hp_lab) - 1), ("HEALTHPLAN", k.hp))
        if k.ssn and chance(r, .5):
            n.ln(k.ssn_lab + ":" + " " * max(1, 16 - len(k.ssn_lab) - 1), ("SSN", k.ssn))
        n.ln("Address:        ", ctx.addr_items(k.addr))
        if chance(r, .5):
            n.ln("Contact:        ", ("PHONE", k.phone))
    elif style == "line":
        n.ln("Patient: ", ctx.nm(p, "PATIENT", "full"), " | DOB: ", ("DATE", dob), " | ",
             k.mrn_lab, " ", ("MRN", k.mrn), " | ", k.hp_lab, " ", ("HEALTHPLAN", k.hp))
    else:
        n.w(ctx.nm(p, "PATIENT", "caps"), "   ", pick(r, ["DOB", "D.O.B.", "Born"]), " ", ("DATE", dob))
        if show_age:
            n.w("   ", ("AGE", str(p.age)), pick(r, ["y ", " yrs ", "Y "]), p.sex)
        n.ln()
        n.ln(k.mrn_lab, " ", ("MRN", k.mrn), "    ", k.hp_lab, " ", ("HEALTHPLAN", k.hp))
    n.w("\n")


def gp_address(n, ctx, k):
    r = ctx.r
    n.ln(ctx.doc(k.gp, pick(r, ["title_full", "title_init"])))
    n.ln(("HOSPITAL", k.practice))
    n.ln(ctx.addr_items(k.practice_addr, lines=True))
    n.w("\n")


CRED = {"UK": ["FRCP", "MRCP", "PhD FRCP", "MB ChB FRCP"], "IE": ["MRCPI", "FRCPI", "MB BCh BAO"],
        "US": ["MD", "MD, PhD", "DO"], "CA": ["MD, FRCPC", "MD FRCPC"], "AU": ["FRACP", "MBBS FRACP"]}


def signature(n, ctx, doc, role, reg=True, sincerely=True):
    r = ctx.r
    if sincerely:
        n.ln(pick(r, ["Yours sincerely,", "Yours sincerely", "Kind regards,", "With best wishes,", "Sincerely,"]))
        n.w("\n\n")
    if chance(r, .5):
        n.ln(ctx.ttl("Dr") + " ", ("DOCTOR", doc.first + " " + doc.last))
    else:
        n.ln(("DOCTOR", doc.first + " " + doc.last), " ", pick(r, CRED[ctx.c]))
    n.ln(role)
    if reg:
        lab, val = ctx.doc_reg()
        n.ln(lab, pick(r, [": ", " ", " no. "]), ("LICENSE", val))


def nurse_sig(n, ctx, nurse, role="Epilepsy Specialist Nurse"):
    r = ctx.r
    n.w(("DOCTOR", nurse.first + " " + nurse.last), pick(r, [", RN", " RGN", ", CNS", " RN", ""]))
    n.ln()
    n.ln(role)
    if chance(r, .6):
        lab, val = ctx.nurse_reg()
        n.ln(lab, " ", ("LICENSE", val))
    if chance(r, .6):
        n.ln(pick(r, ["Direct line: ", "Tel: ", "Advice line: "]), ("PHONE", ctx.phone(ext=chance(r, .3))))
    if chance(r, .5):
        n.ln(("EMAIL", ctx.email(nurse)))


def dictation(n, ctx, doc, typist, day1, day2):
    r = ctx.r
    form = r.randrange(3)
    ini = doc.first[0] + doc.last[0]
    if form == 0:
        n.ln("Dictated: ", ("DATE", ctx.d(day1)), "   Typed: ", ("DATE", ctx.d(day2)), "   ",
             ("DOCTOR", ini), "/", ("DOCTOR", (typist.first[0] + typist.last[0]).lower()))
    elif form == 1:
        n.ln("D: ", ("DATE", ctx.d(day1)), "  T: ", ("DATE", ctx.d(day2)), "  Typed by ", ("DOCTOR", typist.first + " " + typist.last))
    else:
        n.ln("Ref: ", ("DOCTOR", ini), "/", ("DOCTOR", (typist.first[0] + typist.last[0]).lower()), "   Dict ",
             ("DATE", ctx.d(day1)))


def cc(n, ctx, k, extra=None):
    r = ctx.r
    n.w("\n")
    n.ln(pick(r, ["cc:", "CC:", "Copy to:", "cc"]))
    n.ln("  ", ctx.doc(k.gp, "title_full"), ", ", ("HOSPITAL", k.practice), ", ", ctx.addr_items(k.practice_addr))
    if chance(r, .7):
        n.ln("  ", ctx.nm(k.p, "PATIENT", "title_full"), pick(r, [" (patient)", ", by post", " (via patient portal)", ""]))
    if extra:
        n.ln("  ", extra)


def audit(n, ctx, who, day, what=None):
    r = ctx.r
    uname = ctx.username(who)
    t = "%02d:%02d" % (r.randint(7, 19), r.randint(0, 59))
    form = r.randrange(3)
    if form == 0:
        n.ln(what or "Electronically signed", " by ", ("USERNAME", uname), " (", ("DOCTOR", who.first + " " + who.last), ") on ",
             ("DATE", ctx.d(day)), " at ", t)
    elif form == 1:
        n.ln("[", what or "Authorised", ": ", ("USERNAME", uname), " ", ("DATE", ctx.d(day, "iso" if chance(r, .5) else None)), " ", t, "]")
    else:
        n.w("Last edited by user ", ("USERNAME", uname), ", ", ("DATE", ctx.d(day)), " ", t)
        if chance(r, .5):
            n.w(" - workstation ", ("IPADDR", ctx.ip()))
        n.ln()
