"""Shared note fragments for dev177_en genres."""
import datetime

import clin as C
from core import fmt_name, times, vitals

ALLERGY = ["NKDA", "nil known", "penicillin (rash)", "sulfa - hives", "morphine (vomiting)", "codeine",
           "latex", "NKA", "amoxicillin - anaphylaxis", "shellfish", "nil"]


def scen(n):
    return n.v["_scen"]


def ift(n):
    return n.v["_ift"]


def typo(n, s):
    """Occasionally misspell a common word (realistic staff typos)."""
    if n.coin(0.3):
        a, b = n.ch(C.TYPOS)
        if a in s:
            return s.replace(a, b, 1)
    return s


def obs_table(n, k=None, sick=False, colon=False, style=None, start=None):
    k = k or n.r.randint(2, 4)
    ts = times(n.r, k, colon, start=start, span=4)
    style = style or n.ch(["pipe", "space", "inline"])
    if style == "pipe":
        n.t("Time | HR | BP | RR | SpO2 | GCS | BGL | Pain\n")
        for t in ts:
            o = vitals(n.r, sick)
            n.t("%s | %d | %s | %d | %d%% | %d | %.1f | %d/10\n" % (t, o["hr"], o["bp"], o["rr"], o["sp"], o["gcs"], o["bgl"], o["pain"]))
    elif style == "space":
        n.t("TIME   HR   BP        RR  SpO2  GCS  TEMP\n")
        for t in ts:
            o = vitals(n.r, sick)
            n.t("%-6s %-4d %-9s %-3d %-5s %-4d %.1f\n" % (t, o["hr"], o["bp"], o["rr"], "%d%%" % o["sp"], o["gcs"], o["temp"]))
    else:
        for t in ts:
            o = vitals(n.r, sick)
            n.t("%s: HR %d, BP %s, RR %d, SpO2 %d%% %s, GCS %d, BGL %.1f\n" % (
                t, o["hr"], o["bp"], o["rr"], o["sp"], n.ch(["RA", "on 6L NP", "NRB 15L", "RA"]), o["gcs"], o["bgl"]))
    return ts


def obs_line(n, sick=False):
    o = vitals(n.r, sick)
    return "HR %d, BP %s, RR %d, SpO2 %d%%, GCS %d, T %.1f" % (o["hr"], o["bp"], o["rr"], o["sp"], o["gcs"], o["temp"])


def crew(n, i, style=None):
    """Staff member i as pieces; style chosen at random if not given."""
    s = n.v["_staff"][i]
    style = style or n.ch(["full", "full", "fl", "last", "first", "Lf"])
    return fmt_name(s, style, "DOCTOR")


def doc(n, i):
    s = n.v["_staff"][i]
    return n.ch([["Dr ", (s["l"], "DOCTOR")], ["Dr ", (s["f"] + " " + s["l"], "DOCTOR")],
                 ["Dr. ", (s["l"], "DOCTOR")],
                 [(s["f"] + " " + s["l"], "DOCTOR"), n.ch([", MD", " MD", ", DO", " (ED attending)"] if n.c == "US" else
                                                        [", FACEM", " (ED reg)", " (SMO)", ", FANZCA"])]])


def nurse(n, i):
    s = n.v["_staff"][i]
    return n.ch([[(s["f"] + " " + s["l"], "DOCTOR"), n.ch([", RN", " RN", " (CN)", ", CNM"])],
                 ["RN ", (s["f"] + " " + s["l"], "DOCTOR")], [(s["f"], "DOCTOR"), " (triage RN)"]])


def fax(n):
    return (n.phone("land"), "FAX")


def pt_phone(n):
    return n.ch([n.v["pphone"], n.v["pmob"]])


def later(n, days):
    return n.v["_ev"] + datetime.timedelta(days=days)


def earlier(n, days):
    return n.v["_ev"] - datetime.timedelta(days=days)


def tx_lines(n, s, ts=None, bullet="- "):
    for i, tx in enumerate(s["tx"]):
        if ts and i < len(ts):
            n.t("%s%s %s\n" % (bullet, ts[i], tx))
        else:
            n.t("%s%s\n" % (bullet, tx))


def age_pieces(n, spoken=False):
    a = n.v["age"]
    sx = n.v["sx"]
    if spoken and n.coin(0.5):
        return [(words(n.v["_age"]), "AGE")]
    return n.ch([[a, "yo " + n.v["sexw"]], [a, " y/o " + sx], [a, sx], [a, " yr old " + n.v["sexw"]],
                 [a, "-year-old " + n.v["sexw"]], [a, " " + sx], ["aged ", a]])


def sign(n, i, reg=True):
    """Signature line for staff i."""
    s = n.v["_staff"][i]
    out = [n.ch(["Signed: ", "Completed by: ", "Author: ", "-- ", "Sig: "]), (s["f"] + " " + s["l"], "DOCTOR")]
    out.append(n.ch([", Paramedic", " (ICP)", " ACP", ", Intensive Care Paramedic", " - Paramedic", ", EMT-P", ""]))
    if reg:
        labs = {"AU": ["  Reg ", "  AHPRA reg: ", "  reg: "], "NZ": ["  Reg ", "  PCNZ reg ", "  APC# "],
                "US": ["  Lic# ", "  State cert ", "  NREMT "]}[n.c]
        out += [n.ch(labs), n.v["s%dreg" % i]]
    if n.coin(0.6):
        lab = n.ch(["  user: ", "  login ", "  [", "  ID "])
        out += [lab, n.v["s%du" % i]]
        if lab == "  [":
            out.append("]")
    out.append("\n")
    return out


def minutes(hhmm):
    hhmm = hhmm.replace(":", "")
    return int(hhmm[:2]) * 60 + int(hhmm[2:])


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(k):
    if k < 20:
        return ONES[k]
    return TENS[k // 10] + ("" if k % 10 == 0 else "-" + ONES[k % 10])


def pmh_date(n):
    """A past-history item with a date (year, month-year or holiday) tied to the patient."""
    ev = n.v["_ev"]
    past = ev - datetime.timedelta(days=n.r.randint(200, 3000))
    k = n.r.randint(0, 3)
    if k == 0:
        return [n.ch(["CABG ", "NSTEMI ", "TKR ", "CVA ", "dx breast ca "]), n.dt(past, "y")]
    if k == 1:
        return [n.ch(["last admission ", "PCI ", "fall w/ #wrist "]), n.dt(past, "my")]
    if k == 2:
        return ["fall at ", (n.ch(["Christmas", "Easter", "New Year's Eve", "Thanksgiving" if n.c == "US" else "Anzac Day"]), "DATE"),
                ", nil injury"]
    return ["seen by GP ", n.dt(past, n.ch(["num", "mon"]))]
