"""Shared note parts: transplant history, banners, signatures, med lists, lab tables."""
import datetime

from doc import P
from country import pick
import clinical as CL
import pools_places as PP


def setup(case, min_days=40):
    """Attach transplant history (non-PHI facts plus dated events) to a case."""
    rng, C, X = case.rng, case.C, case.ctx
    days = pick(rng, [rng.randrange(40, 200), rng.randrange(200, 800), rng.randrange(800, 5200)])
    if days < min_days:
        days = min_days + rng.randrange(0, 1500)
    case.tx_date = case.visit - datetime.timedelta(days=days)
    case.post_days = days
    if days < 120:
        case.post = "%d weeks" % (days // 7)
    elif days < 730:
        case.post = "%d months" % (days // 30)
    else:
        case.post = "%d years" % (days // 365)
    case.tx_type, case.tx_abbr = pick(rng, CL.TX_TYPE)
    case.primary = pick(rng, CL.PRIMARY)
    case.donor_age = rng.randrange(18, 74)
    case.induction = pick(rng, CL.INDUCTION)
    case.cmv = pick(rng, CL.CMV_STATUS)
    case.mm = "%d-%d-%d" % (rng.randrange(3), rng.randrange(3), rng.randrange(3))
    case.tac = pick(rng, CL.TAC_BRAND)
    case.tac_dose = pick(rng, ["0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "5"])
    case.tac_od = case.tac in ("Advagraf", "Envarsus")
    case.anti = pick(rng, CL.ANTIPROLIF)
    case.anti_dose = pick(rng, CL.ANTI_DOSE[case.anti])
    case.pred_dose = pick(rng, ["5 mg OD", "7.5 mg OD", "2.5 mg OD", "5 mg OM", "10 mg OD"])
    case.steroid_free = rng.random() < 0.2
    case.others = sorted(rng.sample(CL.OTHER_MEDS, rng.randrange(3, 8)), key=CL.OTHER_MEDS.index)
    case.proph = sorted(rng.sample(CL.PROPHYLAXIS, rng.randrange(0, 3)), key=CL.PROPHYLAXIS.index)
    case.target = pick(rng, ["5-8", "6-8", "4-6", "8-10", "5-7", "3-5"])
    case.rrt = pick(rng, ["haemodialysis via left radiocephalic (Brescia-Cimino) fistula",
                          "peritoneal dialysis (Tenckhoff catheter)", "pre-emptive, no dialysis",
                          "haemodialysis via right IJ tunnelled line", "home haemodialysis (NxStage)",
                          "APD for 3 years"])
    if C.us:
        case.rrt = case.rrt.replace("haemo", "hemo")
    case.dial_start = case.tx_date - datetime.timedelta(days=rng.randrange(300, 3000))
    X["tx_date"] = case.D(case.tx_date, pick(rng, ["num", "long", "abbr", "num"]))
    X["tx_year"] = case.D(case.tx_date, "year")
    X["tx_my"] = case.D(case.tx_date, "my")
    X["donor_age"] = P(str(case.donor_age), "AGE")
    X["visit"] = case.D(case.visit, "num")
    X["visit_long"] = case.D(case.visit, "long")
    X["post"] = case.post
    X["tx_type"] = case.tx_type
    X["primary"] = case.primary
    X["induction"] = case.induction
    X["cmv"] = case.cmv
    X["mm"] = case.mm
    X["tac"] = case.tac
    X["target"] = case.target
    X["tu"] = C.tac_unit
    X["cu"] = C.creat_unit
    X["pred"] = C.pred
    X["gpw"] = C.gp
    X["rrt"] = case.rrt
    X["Dr"] = "Dr" + C.dot
    X["centre"] = C.centre
    donor_rel = None
    if case.tx_abbr in ("LRD",):
        donor_rel = pick(rng, ["sister", "brother", "mother", "father", "cousin", "daughter", "son"])
    elif case.tx_abbr in ("LUD", "ABOi"):
        donor_rel = pick(rng, ["wife", "husband", "partner", "friend", "brother-in-law"])
    case.donor_rel = donor_rel
    if donor_rel:
        from people import person, add_person
        dp = person(rng, case.code, sex="F" if donor_rel in ("sister", "mother", "daughter", "wife")
                    else "M" if donor_rel in ("brother", "father", "son", "husband",
                                               "brother-in-law") else None, middle_p=0)
        if donor_rel in ("sister", "brother", "mother", "father", "daughter", "son") and \
                rng.random() < 0.7:
            dp["last"] = case.pt["last"]
        add_person(X, "donor", dp, "FAMILY")
        X["donor_rel"] = donor_rel


def future(case, lo, hi):
    d = case.visit + datetime.timedelta(days=case.rng.randrange(lo, hi))
    if d.weekday() >= 5:
        d += datetime.timedelta(days=7 - d.weekday())
    return d


def past(case, lo, hi):
    return case.visit - datetime.timedelta(days=case.rng.randrange(lo, hi))


def tac_line(case):
    if case.tac_od:
        return "tacrolimus (%s) %s mg once daily" % (case.tac, case.tac_dose)
    return "tacrolimus (%s) %s mg BD" % (case.tac, case.tac_dose)


def immuno_lines(case):
    out = [tac_line(case), "%s %s" % (case.anti, case.anti_dose)]
    if not case.steroid_free:
        out.append("%s %s" % (case.C.pred, case.pred_dose))
    return out


def banner(doc, case, style):
    X = case.ctx
    if style == 0:
        doc.fill("Patient: {pt_full}    DOB: {dob}    MRN: {mrn}", X)
        if case.nat:
            doc.fill("    {nat_label}: {nat}", X)
        doc.raw("\n")
    elif style == 1:
        doc.fill("Re: {pt_title} {pt_full}, DOB {dob}\n{addr}\nHospital No: {mrn}", X)
        if case.nat:
            doc.fill("   {nat_label}: {nat}", X)
        doc.raw("\n")
    elif style == 2:
        doc.fill("NAME: {pt_lf}\nDOB: {dob} (Age {age})   Sex: {sx}\nMRN: {mrn}\n", X)
        if case.nat:
            doc.fill("{nat_label}: {nat}\n", X)
        if case.ssn and case.rng.random() < 0.6:
            doc.fill("{ssn_label}: {ssn}\n", X)
    else:
        doc.fill("{pt_lf} | {dob} | {age}{sx} | MRN {mrn}", X)
        if case.nat:
            doc.fill(" | {nat_label} {nat}", X)
        doc.raw("\n")


def letterhead(doc, case, dept):
    X = case.ctx
    doc.fill("{hosp}\n", X)
    doc.lit(dept + "\n")
    if case.rng.random() < 0.3:
        doc.fill("{bldg}, ", X)
    doc.fill("{hosp_addr}\nTel: {unit_ph}   Fax: {unit_fax}\n", X)
    if case.rng.random() < 0.5:
        doc.fill("Email: {unit_email}   Web: {url}\n", X)


def signature(doc, case, key, title, creds=""):
    X = case.ctx
    doc.fill("{%s_full}" % key, X)
    if creds:
        doc.raw(creds)
    doc.lit("\n" + title + "\n")
    if case.rng.random() < 0.75:
        doc.fill("{%s_lic_label}: {%s_lic}\n" % (key, key), X)
    if case.rng.random() < 0.3:
        doc.fill("{%s_email}\n" % key, X)


def med_list(doc, case, bullet="- "):
    for line in immuno_lines(case) + case.proph + case.others:
        doc.raw(bullet + line + "\n")


def lab_table(doc, rng, case, rows, date_objs, sep=" | "):
    """rows: test names; one column per date (the dates are PHI)."""
    table = CL.LAB_ROWS_US if case.C.us else CL.LAB_ROWS_SI
    style = pick(rng, ["dm", "num", "iso", "abbr"]) if len(date_objs) > 1 else "num"
    doc.raw("Test".ljust(14))
    for d in date_objs:
        doc.raw(sep)
        doc.put(case.D(d, style))
    doc.raw(sep + "Units\n")
    for r in table:
        if r[0] not in rows:
            continue
        doc.raw(r[0].ljust(14))
        for _ in date_objs:
            doc.raw(sep + CL.lab_value(rng, r))
        doc.raw(sep + r[3] + "\n")


def hardneg(rng, k=2):
    return rng.sample(CL.HARDNEG_PHRASES, k)


def travel(case):
    """Returns a country P and a future month/year date P."""
    rng = case.rng
    d = future(case, 30, 300)
    ctry = P(pick(rng, PP.COUNTRIES), "COUNTRY")
    if rng.random() < 0.2:
        hol = ["Christmas", "Easter", "Eid", "Diwali", "New Year"]
        if case.code in ("US", "CA"):
            hol.append("Thanksgiving")
        return ctry, ["over ", P(pick(rng, hol), "DATE")]
    st = pick(rng, ["my", "mon", "long"])
    return ctry, ["on " if st == "long" else "in ", case.D(d, st)]


SCORES = ["Edmonton Frail Scale 4", "Karnofsky 90%", "ECOG 1", "Charlson index 5", "PHQ-9 7",
          "GAD-7 5", "Epworth 6", "Clinical Frailty Scale 3", "Barthel 100/100", "MUST 0",
          "Waterlow 8", "Rockwood CFS 4", "EQ-5D VAS 70", "6MWT 410 m"]


def scores(rng):
    return "; ".join(rng.sample(SCORES, rng.randrange(2, 4)))


def room(rng, kinds):
    """Bed / bay / chair / room designators: the word stays outside, the number is PHI."""
    k = pick(rng, kinds)
    if "+" in k:
        a, b = k.split("+")
        return [a + " ", P(str(rng.randrange(1, 9)), "LOCATION_OTHER"), " " + b.lower() + " ",
                P(str(rng.randrange(1, 7)), "LOCATION_OTHER")]
    no = str(rng.randrange(1, 30))
    if k == "Room" and rng.random() < 0.5:
        no = "%d%s" % (rng.randrange(1, 6) * 100 + rng.randrange(1, 40), pick(rng, "AB"))
    return [k + " ", P(no, "LOCATION_OTHER")]


_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen " \
        "fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "x x twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return _ONES[n]
    return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
