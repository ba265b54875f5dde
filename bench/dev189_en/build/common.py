"""Shared note blocks: letterheads, identification blocks, signatures, vitals, labs."""
import datetime as dt

from core import Phi


def letterhead(d, cs, name=None, unit=None, contacts=True, upper=None):
    """Site name, optional unit line, address and contact numbers."""
    nm = name or cs.hosp
    if upper is None:
        upper = cs.p(0.35)
    d.ln(Phi(nm.upper() if upper else nm, "HOSPITAL"))
    if unit:
        d.ln(unit)
    if cs.p(0.75):
        d.ln(cs.site_addr())
    if contacts:
        k = cs.ri(0, 3)
        if k == 0:
            d.ln("Ph: ", cs.PH(), "  Fax: ", cs.FX())
        elif k == 1:
            d.ln("Tel ", cs.PH(), " | Fax ", cs.FX(), " | ", cs.url(cs.ch(["maternity", "womens", "ivf", "obgyn"])))
        elif k == 2:
            d.ln("Phone ", cs.PH(), "   Email ", cs.site_email(cs.ch(["maternity.admin", "bookings", "womens.clinic",
                                                                          "reception", "antenatal"])))
        else:
            d.ln("T ", cs.PH(), "  F ", cs.FX())
    d.ln("")


def id_block(d, cs, extra=(), style=None):
    """Patient identification block in one of several layouts. extra: keys among
    'addr', 'phone', 'acct', 'ins', 'ssn', 'email', 'ihi'."""
    if style is None:
        style = cs.ri(0, 3)
    lab = cs.mrn_label()
    if style == 0:
        d.ln("Patient: ", cs.pn(cs.ch(["full", "fml", "lf"])))
        d.ln("DOB: ", cs.D(cs.dob), "  (", cs.A(), cs.ch([" y", " yrs", "y", " years"]), ")")
        d.ln(lab, " ", cs.MRN())
    elif style == 1:
        d.ln("NAME: ", cs.pn("LF"), "    DOB: ", cs.D(cs.dob), "    ", lab.upper().rstrip(":"), ": ", cs.MRN())
        d.ln("AGE: ", cs.A(), "    SEX: F")
    elif style == 2:
        d.ln("Surname: ", Phi(cs.pt.last.upper(), "PATIENT"), "   Given name(s): ", Phi(cs.pt.first, "PATIENT"))
        d.ln(lab, " ", cs.MRN(), "   D.O.B. ", cs.D(cs.dob), "   Sex: F")
    else:
        d.ln(cs.pn("title_full"), ", ", cs.A(), cs.ch(["yo", " y.o.", "-year-old", " yrs"]),
             " | ", lab, " ", cs.MRN(), " | DOB ", cs.D(cs.dob))
    for key in extra:
        if key == "addr":
            d.ln("Address: ", cs.addr("one"))
        elif key == "phone":
            d.ln(cs.ch(["Mobile: ", "Phone: ", "Contact: ", "Cell: " if cs.us else "Mob: "]), cs.PH(cs.phone_pt))
        elif key == "acct":
            d.ln(cs.ch(["Acct: ", "Encounter #: ", "Visit No: ", "Account: "]), cs.ACCT())
        elif key == "ins":
            if cs.us:
                d.ln("Insurance: ", cs.org(cs.insurer), "  Member ID: ", cs.HP(), "  Group: ", cs.group_no())
            else:
                d.ln("Medicare: ", cs.HP(), "  Private: ",
                     [cs.org(cs.insurer), " #", cs.fund_no()] if cs.p(0.5) else "nil")
        elif key == "ssn" and cs.us:
            d.ln("SSN: ", cs.SSN())
        elif key == "email":
            d.ln("Email: ", cs.email_pt)
        elif key == "ihi" and not cs.us:
            d.ln("IHI: ", cs.ihi())


def sign(d, cs, c, when=None, style=None, role=None):
    """Signature block for clinician c."""
    when = when or cs.today
    if style is None:
        style = cs.ri(0, 5)
    t = "%02d:%02d" % (cs.ri(6, 22), cs.ri(0, 59))
    if style == 0:
        d.ln("Electronically signed by ", cs.dn(c, "full_cred"), " on ", cs.D(when), " at ", t)
    elif style == 1:
        d.ln(cs.dn(c, "full_cred_nc"))
        if role:
            d.ln(role)
    elif style == 2:
        d.ln("Signed: ", cs.dn(c, "full"), " (", c.cred, ")  ", cs.D(when), " ", t)
        if cs.p(0.6):
            d.ln("User: ", cs.user(c))
    elif style == 3:
        d.ln("-- ", cs.dn(c, cs.ch(["full_cred", "init_last"])), ", ", role or c.cred, " ", t)
    elif style == 4:
        d.ln(cs.dn(c, "full"), " | ", role or "Clinician", " | ", cs.PH(), "")
        d.ln("Authenticated ", cs.D(when), " ", t, " by ", cs.user(c))
    else:
        d.ln(cs.dn(c, "full_cred"), "  ", cs.ch(["pager ", "pgr ", "page "]), cs.pager())


def dictation(d, cs, c):
    """Transcription footer: D/T dates and typist initials."""
    typist = cs.clin("clerk")
    d.ln("")
    d.ln(cs.dn(c, "initials"), "/", cs.dn(typist, "initials_lc"), "  D: ", cs.D(cs.today), "  T: ",
         cs.D(cs.today + dt.timedelta(days=cs.ri(0, 2))))
    if cs.p(0.5):
        d.ln("Job #", Phi("%d" % cs.ri(1000000, 9999999), "IDNUM"))


def cc_block(d, cs, gp=None):
    gp = gp or cs.clin("gp")
    clinic = cs.gp_practice
    d.ln("cc: ", cs.dn(gp, "dr_full"), ", ", Phi(clinic, "HOSPITAL"),
         [" (fax ", cs.FX(), ")"] if cs.p(0.4) else "")
    if cs.p(0.5):
        d.ln("cc: Patient (", cs.addr("one"), ")")
    return gp


def bp(cs, hi=False):
    s = cs.ri(140, 168) if hi else cs.ri(96, 134)
    di = cs.ri(90, 108) if hi else cs.ri(56, 86)
    return "%d/%d" % (s, di)


def vitals_line(cs, hi=False):
    k = cs.ri(0, 2)
    temp = cs.u(36.2, 37.4) if not cs.us or cs.p(0.5) else cs.u(97.4, 99.3)
    tu = "C" if temp < 50 else "F"
    if k == 0:
        return "BP %s  HR %d  RR %d  T %.1f %s  SpO2 %d%%" % (bp(cs, hi), cs.ri(62, 108), cs.ri(14, 20), temp, tu,
                                                          cs.ri(96, 100))
    if k == 1:
        return "Obs: BP %s, P %d, T %.1f, RR %d, sats %d%% RA" % (bp(cs, hi), cs.ri(62, 108), temp, cs.ri(14, 20),
                                                                 cs.ri(96, 100))
    return "T %.1f | HR %d | BP %s | RR %d | SpO2 %d%% | Pain %d/10" % (temp, cs.ri(62, 108), bp(cs, hi),
                                                                      cs.ri(14, 20), cs.ri(96, 100), cs.ri(0, 5))


def hb(cs, low=False):
    if cs.us:
        v = cs.u(8.9, 10.8) if low else cs.u(11.0, 13.8)
        return "Hgb %.1f g/dL" % v
    v = cs.ri(89, 108) if low else cs.ri(110, 138)
    return "Hb %d g/L" % v


def booking_bloods(cs):
    grp = cs.ch(["O", "A", "B", "AB", "O", "A"])
    rh = cs.ch(["POS", "POS", "POS", "NEG"])
    lines = []
    if cs.us:
        lines.append("CBC: WBC %.1f, Hgb %.1f g/dL, Hct %.1f%%, Plt %d" % (cs.u(5.2, 12.4), cs.u(10.9, 13.9),
                                                                     cs.u(32.0, 41.0), cs.ri(168, 360)))
        lines.append("ABO/Rh: %s %s; antibody screen negative" % (grp, rh))
        lines.append("Rubella: %s; Varicella IgG: positive" % cs.ch(["immune", "immune", "non-immune"]))
        lines.append("HBsAg neg, HIV Ag/Ab nonreactive, RPR nonreactive, HCV Ab neg")
        lines.append("Urine culture: %s" % cs.ch(["no growth", "mixed flora <10^4", "no growth"]))
        lines.append("TSH %.2f mIU/L, HbA1c %.1f%%" % (cs.u(0.6, 3.1, 2), cs.u(4.8, 6.1)))
    else:
        lines.append("FBC: Hb %d g/L, WCC %.1f, Plt %d, MCV %d" % (cs.ri(108, 139), cs.u(5.2, 12.4),
                                                               cs.ri(168, 360), cs.ri(78, 96)))
        lines.append("Group & antibody screen: %s Rh(D) %s, no antibodies detected" %
                     (grp, "positive" if rh == "POS" else "negative"))
        rub = cs.ri(4, 120)
        lines.append("Rubella IgG %d IU/mL (%s)" % (rub, "immune" if rub >= 10 else "low - not immune"))
        lines.append("HBsAg neg, HCV Ab neg, HIV neg, syphilis serology neg")
        lines.append("Ferritin %d ug/L, Vit D %d nmol/L, TSH %.2f mIU/L" % (cs.ri(9, 110), cs.ri(28, 96),
                                                                         cs.u(0.6, 3.1, 2)))
        lines.append("MSU: %s" % cs.ch(["no significant growth", "mixed growth", "no growth"]))
    return lines, rh == "NEG"


def ga(cs, lo, hi):
    w = cs.ri(lo, hi)
    dd = cs.ri(0, 6)
    k = cs.ri(0, 3)
    if k == 0:
        return "%d+%d" % (w, dd), w
    if k == 1:
        return "%dw%dd" % (w, dd), w
    if k == 2:
        return "%d+%d weeks" % (w, dd), w
    return "%d weeks %d days" % (w, dd), w


def gp_formula(cs, delivered=False):
    g = cs.ri(1, 5)
    p = cs.ri(1, g) if delivered else cs.ri(0, g - 1)
    return g, p, "G%dP%d" % (g, p)


def edd_from_lmp(lmp):
    return lmp + dt.timedelta(days=280)


def preg_dates(cs, ga_weeks, ga_days=0):
    """Return (lmp, edd) so that cs.today sits at the given gestation."""
    lmp = cs.today - dt.timedelta(days=ga_weeks * 7 + ga_days)
    return lmp, lmp + dt.timedelta(days=280)


def med_list(cs, pool, n):
    items = list(pool)
    cs.r.shuffle(items)
    return items[:n]


ANTENATAL_MEDS_US = ["prenatal vitamin 1 tab PO daily", "folic acid 0.8 mg PO daily", "aspirin 81 mg PO nightly",
                     "ferrous sulfate 325 mg PO every other day", "levothyroxine 50 mcg PO daily",
                     "sertraline 50 mg PO daily", "Diclegis 10/10 mg PO qHS", "ondansetron 4 mg PO q8h PRN",
                     "labetalol 200 mg PO BID", "cetirizine 10 mg PO daily PRN", "docusate 100 mg PO BID PRN"]
ANTENATAL_MEDS_AU = ["Elevit 1 tab daily", "folic acid 5 mg daily", "aspirin 150 mg nocte",
                     "iodine 150 mcg daily", "Ferro-Grad C 1 tab alt days", "thyroxine 50 mcg mane",
                     "sertraline 50 mg daily", "metoclopramide 10 mg tds PRN", "labetalol 100 mg bd",
                     "vitamin D 1000 IU daily", "Maltofer 100 mg daily", "Movicol 1 sachet PRN"]


def meds(cs, n=None):
    pool = ANTENATAL_MEDS_US if cs.us else ANTENATAL_MEDS_AU
    return med_list(cs, pool, n if n is not None else cs.ri(1, 4))


def allergy(cs):
    return cs.ch(["NKDA", "NKDA", "Nil known", "penicillin (rash)", "sulfa (hives)", "latex", "codeine (nausea)",
                  "NKA"])


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def age_phrase(cs, age=None):
    """'34-year-old', '34 yo', 'thirty-four-year-old' etc.; only the number (or number words) is the span."""
    a = cs.age if age is None else age
    k = cs.ri(0, 5)
    if k == 0:
        return [Phi(words(a), "AGE"), "-year-old"]
    if k == 1:
        return [Phi(str(a), "AGE"), " yo"]
    if k == 2:
        return [Phi(str(a), "AGE"), " year old"]
    return [Phi(str(a), "AGE"), "-year-old"]
