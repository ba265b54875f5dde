"""Shared blocks: letterheads, patient banners, family/social lines."""
import clinical as C
import pools as P
import world as W
import case as K
from nb import rng, ch, chance, digits, joinf


def haddr(k):
    if not hasattr(k, "haddr"):
        k.haddr = W.make_addr(k.c, like=k.addr)
    return k.haddr


def letterhead(k, unit=True, contact=True, web=False):
    out = [(k.hosp, "HOSPITAL"), "\n"]
    if unit:
        if chance(0.5):
            out += [(k.ward, "HOSPITAL"), ", ", ch(["Children's Services", "Division of Surgery", "Women's and Children's Directorate",
                                                     "Paediatric Surgery"]) if not k.na else ch(["Pediatric Ambulatory Surgery", "Department of Surgery"]), "\n"]
        else:
            out += [ch(["Day Surgery Unit", "Children's Day Surgery Unit"]) if not k.na else "Pediatric Same-Day Surgery", "\n"]
    out += W.addr_frags(haddr(k), "line") + ["\n"]
    if contact:
        out += [ch(["Tel: ", "Phone: ", "T: "]), (k.unit_phone, "PHONE")]
        if chance(0.6):
            out += [ch(["  Fax: ", " | Fax ", "  F: "]), (k.unit_fax, "FAX")]
        out += ["\n"]
        if chance(0.5):
            out += [ch(["Email: ", "E: "]), (W.unit_email(ch(["dsu.bookings", "daysurgery", "paeds.dcu", "preassessment", "kids.daycase"])), "EMAIL"), "\n"]
    if web:
        out += [ch(["Web: ", "www: ", ""]), (W.url(ch(["daysurgery", "childrens-day-surgery", "patients/day-case", "paeds/dsu"])), "URL"), "\n"]
    return out


def banner(k, ids=True, addr=False, nat=True, acct=False, sep="   "):
    out = [ch(["Patient: ", "Name: ", "PATIENT: ", ""]), K.pname(k, ch(["LF", "lf", "full"])), sep,
           ch(["DOB: ", "D.O.B. ", "DOB "]), K.date(k, k.dob, "num"),
           ch([" (", " Age: ", " - "]) if chance(0.6) else None]
    if out[-1]:
        out += [K.age_frags(k), ")" if out[-1] == " (" else ""]
    out += [sep, "Sex: " + K.sex_word(k) if chance(0.5) else ""]
    if ids:
        out += ["\n", K.ids_block(k, sep=sep, national=nat, acct=acct)]
    if addr:
        out += ["\n", "Address: ", W.addr_frags(k.addr, "line")]
    return out


def carer_line(k, f, phone=True, job=False, email=False):
    out = [K.rel_word(f, k), ": ", K.carer_name(f, "full")]
    if job and f.job:
        out += [" (", (f.job, "PROFESSION"), ")"]
    if phone:
        out += [ch([", mob ", "  Mobile: ", " - ", ", tel "]), (f.mob, "PHONE")]
    if email and chance(0.8):
        out += [ch([", ", "  Email: "]), (f.email, "EMAIL")]
    return out


def social(k, narrative=True):
    """Who the child lives with, carers' jobs, siblings, school."""
    out = []
    m = k.m
    parts = []
    for f in k.carers:
        p = [K.rel_word(f, k).lower(), " ", (f.first, "FAMILY")]
        if f.job and chance(0.75):
            p += [" (", (f.job, "PROFESSION"), ")"] if chance(0.5) else [" (", ch(["works as ", "", "works as "]), W.art(f.job), " ", (f.job, "PROFESSION"), ")"]
        parts.append(p)
    out += [ch(["Lives with ", "Lives at home with ", "Lives with "]), joinf(parts, ", ", " and ")]
    if k.sibs:
        sp = []
        for s in k.sibs:
            sp.append([(s.first, "FAMILY"), " (", (str(s.age), "AGE"), ")"])
        out += [ch([" and siblings ", ", siblings ", "; sibs "]), joinf(sp, ", ", " and ")]
    out += [". "]
    if k.age_m >= 36 and chance(0.8):
        out += [ch(["Attends ", "At ", "Goes to "]), (k.school, "ORGANIZATION"), ". "]
    if chance(0.3):
        out += [ch(["Non-smoking household. ", "Dad smokes outside. ", "No pets. ", "Dog at home. "])]
    if k.age_y >= 14 and chance(0.5):
        out += ["Works weekends as a ", (ch(P.TEEN_JOBS), "PROFESSION"), ". "]
    if chance(0.15):
        emp = ch(P.EMPLOYER)
        out += [K.rel_word(m, k), " works at ", (emp, "ORGANIZATION"), " - ", ch(["shift pattern", "needs a work letter", "flexible hours"]), ". "]
    return out


def gp_block(k, label="GP: ", phone=True, fax=False, addr=False):
    out = [label, K.staff_name(k.gp, ch(["hon_last", "hon_full", "full"])), ", ", (k.practice, "HOSPITAL")]
    if addr:
        out += [", ", W.addr_frags(k.gp_addr, "line")]
    if phone:
        out += [ch(["  Tel ", ", ph ", " - "]), (k.gp_phone, "PHONE")]
    if fax:
        out += [ch(["  Fax ", ", fax "]), (k.gp_fax, "FAX")]
    return out


def vitals(k):
    hr = rng.randint(70, 130) if k.age_y < 6 else rng.randint(60, 105)
    return ["Wt ", "%.1f kg" % k.wt, ch(["  Ht ", ", height "]), "%d cm" % k.ht, "  HR ", str(hr),
            "  SpO2 ", "%d%%" % rng.randint(96, 100), ch([" RA", " on air", ""]), "  T ", "%.1f" % rng.uniform(36.1, 37.4),
            ch(["  RR ", "  Resp "]), str(rng.randint(16, 30))]


def wd(k, d):
    return [(W.wday(d), "DATE")]


def emergency_line(k):
    pub = ch(C.PUBLIC[k.c])
    return ["In an emergency call ", C.EMERG[k.c], ". Out of hours advice is also available from ", pub, "."]


def sibling_age_phrase(k, s):
    return [(s.first, "FAMILY"), " (", (str(s.age), "AGE"), ch([")", "y)", " yrs)"])]
