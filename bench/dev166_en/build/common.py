"""Blocks shared by several genres: headers, family lines, signatures, export footers."""
import datetime as dt
import phi as H
import clin as C
from core import art


STYLE = {"colon": True}


def tm(rng, lo=0, hi=23, colon=None):
    h = rng.randint(lo, hi)
    m = rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 2, 17, 48])
    if colon is None:
        colon = STYLE["colon"]
    return ("%02d:%02d" if colon else "%02d%02d") % (h, m)


def an(word):
    return "an " if word[:1].lower() in "aeiou" else "a "


def hosp(c):
    return [(c.hosp, "HOSPITAL")]


def ward(c, which=1):
    return [(c.ward if which == 1 else c.ward2, "HOSPITAL")]


def pt_header(d, c, style=None):
    rng = c.rng
    st = style if style is not None else rng.randrange(4)
    if st == 0:
        d.ln("Patient: ", (c.pt.form("LF"), "PATIENT"), "    DOB: ", c.dob_p(), " (", (str(c.age), "AGE"), "y)")
        d.ln(c.nhs_or_mrn())
        d.ln("Ward: ", ward(c), "    ", c.bed_p())
    elif st == 1:
        d.ln("Name: ", (c.pt.form(rng.choice(["full", "fml", "lf"])), "PATIENT"), " | DOB ", c.dob_p(),
             " | ", c.mrn_label(), " ", (c.mrn, "MRN"), " | ", ward(c))
    elif st == 2:
        d.ln((c.pt.form("LF"), "PATIENT"), "  ", c.mrn_label(), " ", (c.mrn, "MRN"),
             "  Acct ", (c.acct, "ACCOUNT"))
        d.ln("DOB ", c.dob_p(), "  Age ", (str(c.age), "AGE"), "  Sex " + c.pt.sex, "  Loc: ", ward(c), " / ",
             c.bed_p())
    else:
        d.ln("PT: ", (c.pt.form("LFi"), "PATIENT"), " ", c.age_p(1), "  ", c.mrn_label(), ": ", (c.mrn, "MRN"))
        d.ln(hosp(c), " - ", ward(c))


def nok_line(d, c, label=None):
    rng = c.rng
    d.add(label or rng.choice(["NOK: ", "Next of kin: ", "Emergency contact: ", "NOK/contact: "]))
    d.add(c.nokn(rng.choice(["full", "full", "fml"])), " (" + c.nok_rel + ") ")
    d.add(rng.choice(["Tel ", "ph ", "", "mob "]), (c.nok_phone, "PHONE"))
    if rng.random() < 0.35:
        d.add(" / ", (c.nok_phone2, "PHONE"))
    if rng.random() < 0.3:
        d.add(", ", (c.nok_email, "EMAIL"))
    d.add("\n")


def gp_line(d, c, fax=None):
    rng = c.rng
    lab = "PCP: " if c.us else "GP: "
    d.add(lab, c.staff(c.gp, "dr_last"), ", ", (c.gp_practice, "HOSPITAL"))
    d.add(rng.choice([", tel ", ". Ph ", " T: "]), (c.gp_phone, "PHONE"))
    if fax or (fax is None and rng.random() < 0.5):
        d.add(rng.choice([", fax ", " F: ", ". Fax: "]), (c.gp_fax, "FAX"))
    d.add("\n")


def signoff(d, c, s, when=None, lic=None):
    rng = c.rng
    d.add(rng.choice(["Signed: ", "Completed by: ", "-- ", "Sig: ", "Nurse: "]), c.sig(s, lic))
    if when is not False:
        d.add("  ", c.today(), " ", tm(rng, 7, 21))
    d.add("\n")


def export_footer(d, c, s=None):
    rng = c.rng
    s = s or rng.choice(c.nurses)
    k = rng.randrange(4)
    if k == 0:
        d.ln("Printed by ", (s.user, "USERNAME"), " on ", c.today(), " ", tm(rng), " from workstation ", (c.ip, "IPADDR"))
    elif k == 1:
        d.ln("-- exported ", c.today("iso"), "T", tm(rng, colon=True), ":00 user=", (s.user, "USERNAME"),
             " host=", (c.ip, "IPADDR"), " --")
    elif k == 2:
        d.ln("Report generated ", c.today(), " by ", (s.user, "USERNAME"), " | page 1 of 1 | CONFIDENTIAL")
    else:
        d.ln("[", (s.user, "USERNAME"), "@", (c.ip, "IPADDR"), "] ", c.today(), " ", tm(rng))


def filler(rng, n, c=None):
    if c is not None and rng.random() < 0.7:
        k = min(n, 2)
        return rng.sample(C.SPEC_BITS[c.spec], k) + rng.sample(C.NURSING_BITS, n - k)
    return rng.sample(C.NURSING_BITS, n)


def holiday(rng):
    """A holiday name as a DATE span (article outside)."""
    h = rng.choice(C.HOLIDAYS)
    if h.startswith("the "):
        return ["the ", (h[4:], "DATE")]
    return [(h, "DATE")]


def pmh(rng, n=None):
    n = n or rng.randint(2, 5)
    return ", ".join(rng.sample(C.PMH, n))


def meds(rng, n=None):
    n = n or rng.randint(3, 6)
    return rng.sample(C.MEDS, n)


def dx(c):
    return c.rng.choice(C.DX[c.spec])


def social(d, c, rich=True):
    """Social history bullet block: address, household, job, faith, origin."""
    rng = c.rng
    d.ln("- Address: ", c.addr.pieces(rng))
    who = rng.choice(["Lives alone", "Lives with " + c.nok_rel, "Lives with " + c.nok_rel + " ",
                      "Lives in " + ("house" if rng.random() < 0.5 else "flat")])
    if who.endswith(" ") :
        d.ln("- ", who, (c.nok.first, "FAMILY"), " in a " + rng.choice(["bungalow", "2-storey house", "ground floor flat", "3rd floor flat (lift)"]))
    else:
        d.ln("- ", who, ", " + rng.choice(["independent with ADLs", "POC BD", "POC QDS x2 carers", "meals delivered", "uses stick outdoors"]))
    if rng.random() < 0.5:
        d.ln("- Carers: ", (c.agency, "ORGANIZATION"), rng.choice([" (am + pm)", ", 4 calls/day", " - restart needed"]))
    job = rng.randrange(3)
    if job == 0 or c.retired:
        d.ln("- Occupation: retired ", (c.prof, "PROFESSION"))
    elif job == 1:
        d.ln("- Works as " + an(c.prof), (c.prof, "PROFESSION"), " at ", (c.employer, "ORGANIZATION"))
    else:
        d.ln("- Occupation: ", (c.prof, "PROFESSION"), " (", (c.employer, "ORGANIZATION"), ")")
    if rich and rng.random() < 0.5:
        d.ln("- Faith: attends ", (c.church, "ORGANIZATION"), rng.choice(["; would like chaplain visit", "", "; pastor may visit"]))
    if rich and rng.random() < 0.5:
        lang = H.P.COUNTRY_LANG.get(c.born, "English")
        d.ln("- Born in ", art(c.born, "COUNTRY"), "; first language " + lang +
             (", interpreter needed" if lang != "English" and rng.random() < 0.5 else ", good English"))
    d.add(rng.choice(["- Smoking: never\n", "- Smoker 10/day\n", "- Ex-smoker\n", ""]))
    d.add(rng.choice(["- Alcohol: 14 units/wk\n", "- ETOH: nil\n", "- Alcohol: occasional\n", ""]))


def days(c, n):
    return c.day + dt.timedelta(days=n)
