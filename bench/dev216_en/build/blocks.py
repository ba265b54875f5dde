"""Reusable note blocks (patient header, referrer line, misc) for dev216_en."""
import pools as P
from common import (a_an, nm, title, fdate, shift, addr_args, ref_no, numword, rtime, DATE_STYLES)


def dstyle(rng):
    return rng.choice(DATE_STYLES)


def dob_age(rng, c, with_age=True):
    """DOB and age args."""
    d = ("DATE", fdate(c["dob"], rng.choice(["dmy", "dmy", "dmy", "d_mon_y", "dmyd", "iso", "d_month_y"])))
    if not with_age:
        return [d]
    s = rng.randint(0, 4)
    a = str(c["age"])
    if s == 0:
        return [d, " (", ("AGE", a), " yrs)"]
    if s == 1:
        return [d, " (", ("AGE", a), "y)"]
    if s == 2:
        return [d, "    Age: ", ("AGE", a)]
    if s == 3:
        return [d, " – ", ("AGE", a), " years"]
    return [d, " (age ", ("AGE", a), ")"]


def funding_lines(rng, c, ndis=None):
    out = []
    if c["cc"] == "AU":
        if rng.random() < 0.8:
            m = c["medicare"]
            if "/" in m:
                out += ["Medicare: ", ("HEALTHPLAN", m), "\n"]
            else:
                out += ["Medicare No: ", ("HEALTHPLAN", m), "  IRN ", c["irn"], "\n"]
        if rng.random() < 0.45:
            out += ["Health fund: ", ("ORGANIZATION", c["fund"]), " – member ", ("HEALTHPLAN", c["fund_no"]), "\n"]
        if ndis:
            out += ["NDIS No: ", ("HEALTHPLAN", ndis), "\n"]
        if rng.random() < 0.2:
            out += ["Concession: ", "Pensioner Concession Card" if c["age"] >= 60 else "Health Care Card", ", CRN ", ("SSN", c["crn"]), "\n"]
    else:
        if rng.random() < 0.55:
            out += ["Medical card no.: ", ("HEALTHPLAN", c["medcard"]), "\n"]
        if rng.random() < 0.5:
            out += ["Insurer: ", ("ORGANIZATION", c["fund"]), ", policy ", ("HEALTHPLAN", c["fund_no"]), "\n"]
        if rng.random() < 0.35:
            out += ["PPSN: ", ("SSN", c["ppsn"]), "\n"]
    return out


def pt_header(rng, c, ndis=None, extra_ph=True, label=None):
    pt = c["pt"]
    s = rng.randint(0, 3)
    out = []
    if s == 0:
        out += [label or "Client: ", ("PATIENT", nm(pt, rng.choice(["full", "fml", "LF"]))), "\n"]
        out += ["DOB: "] + dob_age(rng, c) + ["\n"]
        out += ["Address: "] + addr_args(rng, c["addr"], "line") + ["\n"]
        out += ["Phone: ", ("PHONE", c["mob"])]
        if extra_ph and rng.random() < 0.5:
            out += [" (m) / ", ("PHONE", c["home_ph"]), " (h)"]
        out += ["\n"]
    elif s == 1:
        out += ["Name:     ", ("PATIENT", nm(pt, "LFU")), "\n", "D.O.B.:   "] + dob_age(rng, c) + ["\n"]
        out += ["Client ID: ", ("MRN", c["client_no"]), "\n", "Address:  "] + addr_args(rng, c["addr"], "line") + ["\n"]
        out += ["Mobile:   ", ("PHONE", c["mob"]), "\n"]
        if rng.random() < 0.5:
            out += ["Email:    ", ("EMAIL", c["email"]), "\n"]
    elif s == 2:
        out += ["PATIENT DETAILS\n", "Surname: ", ("PATIENT", pt["last"]), "    Given name(s): ",
                ("PATIENT", pt["first"] + ((" " + pt["mid"]) if pt["mid"] else "")), "\n"]
        out += ["Date of birth: "] + dob_age(rng, c) + ["   Sex: ", pt["sex"], "\n"]
        out += ["Home address:\n"] + addr_args(rng, c["addr"], "lines") + ["\n"]
        out += ["Contact: ", ("PHONE", c["home_ph"]), " / ", ("PHONE", c["mob"]), "\n"]
        out += ["File no. ", ("MRN", c["client_no"]), "\n"]
    else:
        out += [("PATIENT", nm(pt, "LF")), " | DOB ", ("DATE", fdate(c["dob"], "dmy")), " | ", ("AGE", str(c["age"])),
                pt["sex"], " | ", ("MRN", c["client_no"]), "\n"]
        out += addr_args(rng, c["addr"], "line") + [" | ", ("PHONE", c["mob"]), "\n"]
    out += funding_lines(rng, c, ndis)
    return out


def gp_ref(rng, c, short=False):
    gp = c["gp"]
    n = [rng.choice(["Dr ", "Dr. ", "Dr "]), ("DOCTOR", nm(gp, rng.choice(["full", "il", "last", "full"])))]
    if short:
        return n
    out = n + [", ", ("HOSPITAL", c["gp_prac"])]
    if rng.random() < 0.5:
        out += [", ", ("CITY", c["gp_addr"]["city"])]
    if rng.random() < 0.5:
        out += [" (ph ", ("PHONE", c["gp_ph"]), ")"]
    return out


def gp_address_block(rng, c):
    gp = c["gp"]
    out = [rng.choice(["Dr ", "Dr "]), ("DOCTOR", nm(gp, rng.choice(["full", "fml", "il"]))), "\n",
           ("HOSPITAL", c["gp_prac"]), "\n"] + addr_args(rng, c["gp_addr"], "lines") + ["\n"]
    if rng.random() < 0.6:
        out += ["Fax: ", ("FAX", c["gp_fax"]), "\n"]
    return out


def re_line(rng, c):
    pt = c["pt"]
    s = rng.randint(0, 2)
    if s == 0:
        out = ["Re: ", ("PATIENT", nm(pt, "full")), ", DOB ", ("DATE", fdate(c["dob"], "dmy"))]
    elif s == 1:
        out = ["RE: ", ("PATIENT", nm(pt, "LFU")), " (D.O.B. ", ("DATE", fdate(c["dob"], "d_mon_y")), ")"]
    else:
        out = ["Re: ", title(pt, rng), " ", ("PATIENT", nm(pt, "fml")), " – DOB ", ("DATE", fdate(c["dob"], "dmyd"))]
    if rng.random() < 0.6:
        out += ["\n    "] + addr_args(rng, c["addr"], "line")
    if c["cc"] == "AU" and rng.random() < 0.5:
        out += ["\n    Medicare ", ("HEALTHPLAN", c["medicare"])]
    if c["cc"] == "IE" and rng.random() < 0.3:
        out += ["\n    PPSN ", ("SSN", c["ppsn"])]
    return out + ["\n"]


def age_phrase(rng, c, noun=None):
    """e.g. 'a 67-year-old retired chef' -> args."""
    a = str(c["age"])
    if noun is None:
        if c["age"] < 18:
            noun = "girl" if c["pt"]["sex"] == "F" else "boy"
        else:
            noun = "woman" if c["pt"]["sex"] == "F" else "man"
    s = rng.randint(0, 5)
    if s == 0:
        return [a_an(a) + " ", ("AGE", a), "-year-old ", noun]
    if s == 1:
        return [a_an(a) + " ", ("AGE", a), " year old ", noun]
    if s == 2:
        return [("AGE", a), "yo ", "F" if c["pt"]["sex"] == "F" else "M"]
    if s == 3:
        return ["a ", noun, " aged ", ("AGE", a)]
    if s == 4 and c["age"] < 100:
        return [a_an(numword(c["age"])) + " ", ("AGE", numword(c["age"])), "-year-old ", noun]
    return [a_an(a) + " ", ("AGE", a), " y.o. ", noun]


def occupation(rng, c):
    pr = c["prof"]
    if c["age"] < 18:
        return ["Attends ", ("ORGANIZATION", school_for(rng, c["cc"], c["age"])), "."]
    s = rng.randint(0, 4)
    if c["age"] >= 68:
        return [rng.choice(["Retired ", "Retired ", "Now retired; formerly " + a_an(pr) + " "]), ("PROFESSION", pr), "."]
    if s == 0:
        return ["Works as " + a_an(pr) + " ", ("PROFESSION", pr), " at ", ("ORGANIZATION", c["employer"]), "."]
    if s == 1:
        return ["Occupation: ", ("PROFESSION", pr), " (", ("ORGANIZATION", c["employer"]), ")."]
    if s == 2:
        return ["Employed full-time as " + a_an(pr) + " ", ("PROFESSION", pr), "."]
    if s == 3:
        return ["Works part-time as " + a_an(pr) + " ", ("PROFESSION", pr), "; ", rng.choice(["3", "4", "2"]), " shifts/week."]
    return ["Currently on sick leave from ", ("ORGANIZATION", c["employer"]), " where they work as " + a_an(pr) + " ", ("PROFESSION", pr), "."]


def school_for(rng, cc, age):
    def kind(n):
        if any(k in n for k in ("Kindergarten", "Early Learning", "Childcare", "Montessori", "Naíonra")):
            return "K"
        if any(k in n for k in ("College", "Coláiste", "Secondary")):
            return "S"
        return "P"
    want = "K" if age < 5 else "P" if age < 12 else "S"
    return rng.choice([n for n in P.SCHOOLS[cc] if kind(n) == want])


def family_line(rng, c):
    sp, kid = c["spouse"], c["kid"]
    if c["age"] < 18:
        return ["Lives with ", c["spouse_rel"], " ", ("FAMILY", nm(sp, rng.choice(["first", "full"]))), " and ",
                rng.choice(["younger", "older"]), " ", c["kid_rel"], " ", ("FAMILY", nm(kid, "first")), "; ",
                c["spouse_rel"], " contactable on ", ("PHONE", c["kid_ph"]), "."]
    s = rng.randint(0, 4)
    if s == 0:
        return ["Lives with ", c["spouse_rel"], " ", ("FAMILY", nm(sp, "first")), " (", ("AGE", str(max(18, c["age"] + rng.randint(-6, 6)))),
                ") in ", rng.choice(["a single-storey house", "a two-storey townhouse", "a ground-floor unit", "a bungalow"]), "."]
    if s == 1:
        return ["Lives alone since ", c["spouse_rel"], " ", ("FAMILY", nm(sp, "first")), " passed away in ",
                ("DATE", str(c["date"].year - rng.randint(1, 9))), "; ", c["kid_rel"], " ", ("FAMILY", nm(kid, "full")),
                " visits ", rng.choice(["daily", "most days", "twice weekly", "on weekends"]), "."]
    if s == 2:
        return ["NOK: ", ("FAMILY", nm(kid, "full")), " (", c["kid_rel"], ") ", ("PHONE", c["kid_ph"]), "."]
    if s == 3:
        sp_pr = P.PROFESSIONS[(len(sp["first"]) * 7 + len(sp["last"])) % len(P.PROFESSIONS)]
        return ["Married to ", ("FAMILY", nm(sp, "full")), ", who works as " + a_an(sp_pr) + " ", ("PROFESSION", sp_pr), "."]
    return ["Lives with ", c["spouse_rel"], " and two children; ", c["kid_rel"], " ", ("FAMILY", nm(kid, "first")),
            " is their main support."]


def review_line(rng, c, weeks=None):
    w = weeks or rng.choice([2, 3, 4, 6, 8, 12])
    d = shift(c["date"], 7 * w)
    while d.weekday() >= 5:
        d = shift(d, 1)
    return ["Review in ", str(w), " weeks – booked for ", ("DATE", fdate(d, rng.choice(["wd_full", "dmy", "d_month_y", "wd_short"]))),
            " at ", rtime(rng), "."]


def referral_number(rng):
    return ("IDNUM", ref_no(rng))
