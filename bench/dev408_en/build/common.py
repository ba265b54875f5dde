"""Blocks shared by several genres: letterheads, banners, signatures, clinical values."""
import fmt
from ctx import dt, glu, gnum, a1c

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]


def R(C):
    return C["_rng"]


def ch(C, seq):
    return R(C).choice(seq)


def age_ph(C, age=None):
    """Attributive age phrase ('14-year-old'); only the number (or number word) is the span."""
    rng = R(C)
    a = C["_age"] if age is None else age
    k = rng.randint(0, 8)
    if k == 0 and a <= 20:
        return [(WORDS[a], "AGE"), "-year-old"]
    v = (str(a), "AGE")
    return [[v, "-year-old"], [v, " yo"], [v, "yo"], [v, " y/o"], [v, "-year-old"], [v, "-yr-old"],
            [v, " year old"], [v, "-year-old"], [v, " y.o."]][k]


def age_pred(C, age=None):
    """Predicative age phrase ('now 14 years old', 'aged 14')."""
    rng = R(C)
    a = C["_age"] if age is None else age
    v = (str(a), "AGE")
    k = rng.randint(0, 3)
    if k == 3 and a <= 20:
        return [(WORDS[a], "AGE")]
    return [[v, " years old"], ["aged ", v], [v, " years of age"]][k]


def yrs(n):
    n = max(1, n)
    return "1 year" if n == 1 else "%d years" % n


def dstyle(C, d, *styles):
    return dt(C, d, ch(C, styles)) if styles else dt(C, d)


def vals(C):
    """Clinical values for the note, drawn once."""
    if "_v" in C:
        return C["_v"]
    rng = R(C)
    age = C["_age"]
    v = {}
    v["a1c"] = rng.randint(46, 96)
    v["a1c_prev"] = max(40, v["a1c"] + rng.randint(-14, 12))
    v["tir"] = rng.randint(28, 82)
    v["tbr"] = rng.randint(1, 9)
    v["tbr2"] = rng.randint(0, min(3, v["tbr"]))
    v["tar"] = 100 - v["tir"] - v["tbr"]
    v["cv"] = round(rng.uniform(27, 46), 1)
    v["gmi"] = round(6.0 + (82 - v["tir"]) * 0.045 + rng.uniform(-0.2, 0.2), 1)
    v["wear"] = rng.randint(71, 99)
    v["ht"] = round(min(186.0, 76 + 6.0 * age + rng.uniform(-8, 8)), 1)
    bmi = rng.uniform(14.8, 18.5) + max(0, age - 7) * 0.45 + rng.choice([0, 0, 0, 1.5, 3])
    v["wt"] = round(bmi * (v["ht"] / 100) ** 2, 1)
    v["wc"] = rng.choice([9, 25, 50, 50, 75, 91, 98, 2, 25, 75])
    v["hc"] = rng.choice([9, 25, 50, 75, 91, 25, 50])
    v["bmi"] = round(v["wt"] / ((v["ht"] / 100) ** 2), 1)
    v["tdd"] = round(v["wt"] * rng.uniform(0.55, 1.25), 1)
    v["basal"] = round(v["tdd"] * rng.uniform(0.35, 0.5), 1)
    v["icr_b"] = rng.choice([5, 6, 7, 8, 10, 12])
    v["icr_l"] = v["icr_b"] + rng.choice([0, 2, 3, 5])
    v["icr_d"] = v["icr_b"] + rng.choice([0, 1, 2, 4])
    if C["_cc"] == "US":
        v["isf"] = rng.choice([30, 40, 50, 60] if age >= 12 else [60, 75, 90, 100, 120, 150])
        v["target"] = rng.choice([100, 110, 120])
    else:
        v["isf"] = rng.choice([1.5, 2, 2.5, 3, 3.5] if age >= 12 else [3, 3.5, 4, 5, 6])
        v["target"] = rng.choice([5.5, 6.0, 6.5])
    v["bp_s"] = rng.randint(92, 124)
    v["bp_d"] = rng.randint(52, 78)
    v["bolus_day"] = rng.randint(3, 8)
    v["hypos_wk"] = rng.randint(0, 6)
    C["_v"] = v
    return v


def isf_txt(C):
    v = vals(C)
    if C["_cc"] == "US":
        return "1:%d mg/dL" % v["isf"]
    return "1:%s mmol/L" % (("%g" % v["isf"]))


def target_txt(C):
    v = vals(C)
    return "%g %s" % (v["target"], C["unit"])


def letterhead(d, C, dept=None):
    rng = R(C)
    dept = dept or ch(C, ["%s Diabetes Service" % C["Paed"], "Children's Diabetes Team", "Department of %s Endocrinology & Diabetes" % C["Paed"],
                          "%s Diabetes and Endocrine Unit" % C["Paed"], "Young People's Diabetes Service"])
    k = rng.randint(0, 3)
    if k == 0:
        d.ln("{hosp}", )
        d.ln(dept)
        d.ln("{a}", a=C["hosp_addr"])
        d.ln("Tel: {hosp_tel}   Fax: {hosp_fax}")
        d.ln("Email: {team_email}")
    elif k == 1:
        d.ln("{H}", H=(C["_hosp"].upper(), "HOSPITAL"))
        d.ln(dept.upper())
        d.ln("{a}", a=C["hosp_addr"])
        d.ln("Direct line {hosp_tel_x} | Fax {hosp_fax} | {team_url}")
    elif k == 2:
        d.ln(dept + " | {hosp}")
        d.ln("Telephone: {hosp_tel}  Secure email: {team_email}")
    else:
        d.ln("{hosp} - " + dept)
        d.ln("{a}", a=C["hosp_addr"])
        d.ln("Diabetes team: {hosp_tel}  Out of hours: via switchboard, ask for the {paed} registrar on call")
    d.ln()


def banner(d, C, extra_ids=True):
    rng = R(C)
    cc = C["_cc"]
    k = rng.randint(0, 3)
    if k == 0:
        d.ln("Patient: {pt_full}    DOB: {dob}    Sex: {sexw}")
        d.ln("MRN: {mrn}    {nat_l}: {nat}")
        d.ln("Address: {addr}")
    elif k == 1:
        d.ln("RE: {pt_caps}  D.O.B. {dob}  Hosp No: {mrn}")
        if extra_ids:
            d.ln("{nat_l} {nat}")
        d.ln("{addr}")
    elif k == 2:
        d.ln("| Name | {pt_full} |")
        d.ln("| DOB | {dob} (Age {age}) |")
        d.ln("| MRN | {mrn} |")
        d.ln("| {nat_l} | {nat} |")
    else:
        d.ln("Name: {pt_caps}")
        d.ln("Date of birth: {dob}   Age: {age} years")
        d.ln("Unit No: {mrn}")
        if extra_ids:
            d.ln("{nat_l}: {nat}")
    if cc == "US" and extra_ids and rng.random() < 0.6:
        d.ln("Insurance: {insurer}  Member ID: {plan}  Group: {group}")
    d.ln()


def sign(d, C, who="cons", close=True):
    rng = R(C)
    if close:
        d.ln(ch(C, ["Yours sincerely,", "Kind regards,", "With best wishes,", "Yours sincerely", "Best regards,"]))
        d.ln()
    if who == "cons":
        k = rng.randint(0, 2)
        if k == 0:
            d.ln("Dr {cons}")
            d.ln("{cons_role}")
            d.ln("{cons_lic_l} {cons_lic}")
        elif k == 1:
            d.ln("{cons}, " + ch(C, ["MB ChB, MRCPCH", "MD", "MBBS FRACP", "MB BCh BAO, MRCPI", "MD, FRCPC", "MBBS"]))
            d.ln("{cons_role}")
        else:
            d.ln("Dr {cons_i}")
            d.ln("{cons_role}, {hosp}")
        if rng.random() < 0.45:
            d.ln("Dictated by: {cons_ini}  Typed by: {typ}  Date typed: {dt}", dt=dt(C, fmt.add_days(C["_visit"], rng.randint(1, 9))))
    elif who == "reg":
        d.ln("Dr {reg}")
        d.ln("{reg_role}, on behalf of Dr {cons_ln}")
    elif who == "dsn":
        d.ln("{dsn}")
        d.ln("{dsn_role}")
        if rng.random() < 0.5:
            d.ln("{dsn_lic_l}: {dsn_lic}")
    elif who == "diet":
        d.ln("{diet}")
        d.ln("{diet_role}")
    elif who == "psych":
        d.ln("Dr {psych}")
        d.ln("{psych_role}")


def cc_list(d, C):
    rng = R(C)
    d.ln("cc:")
    d.ln("  Dr {gp}, {gp_prac}, {a}", a=C["gp_addr"])
    if rng.random() < 0.7:
        d.ln("  {pt_parents}", pt_parents=parents_line(C))
        d.ln("  {addr}")
    if rng.random() < 0.3:
        d.ln("  {schn}, {schn_role}")


def parents_line(C):
    if C["_has_p2"] and R(C).random() < 0.6:
        return ["Parents of ", C["pt"], ": ", C["p1_full"], " and ", C["p2_full"]]
    return [C["p1_t"], " (" + C["p1_rel"] + ")"]


def insulin_line(C):
    v = vals(C)
    rng = R(C)
    if not C["_on_pump"]:
        return "MDI: %s %g units at %s; %s with meals, ICR 1:%d breakfast, 1:%d lunch, 1:%d evening meal; ISF %s" % (
            C["basal"], v["basal"], ch(C, ["bedtime", "08:00", "20:00", "tea time"]), C["rapid"],
            v["icr_b"], v["icr_l"], v["icr_d"], isf_txt(C))
    return "%s with %s (%s), %s. ICR 1:%d / 1:%d / 1:%d, ISF %s, target %s, active insulin time %s h" % (
        C["pump"], C["cgm"], C["algo"], C["rapid"], v["icr_b"], v["icr_l"], v["icr_d"], isf_txt(C),
        target_txt(C), ch(C, ["2", "2.5", "3", "3.5"]))


def cgm_metrics(d, C, table=True):
    v = vals(C)
    if table:
        d.ln("| Metric | Value | Target |")
        d.ln("|---|---|---|")
        d.ln("| Time in range (%s-%s) | %d%% | >70%% |" % (gnum(C, 3.9), gnum(C, 10.0), v["tir"]))
        d.ln("| Time below range (<%s) | %d%% | <4%% |" % (gnum(C, 3.9), v["tbr"]))
        d.ln("| Time <%s | %d%% | <1%% |" % (gnum(C, 3.0), v["tbr2"]))
        d.ln("| Time above range (>%s) | %d%% | <25%% |" % (gnum(C, 10.0), v["tar"]))
        d.ln("| Coefficient of variation | %.1f%% | <=36%% |" % v["cv"])
        d.ln("| GMI | %.1f%% |  |" % v["gmi"])
        d.ln("| Sensor wear | %d%% | >70%% |" % v["wear"])
    else:
        d.ln("TIR %d%%, TBR %d%% (<%s %d%%), TAR %d%%, CV %.1f%%, GMI %.1f%%, sensor use %d%%." % (
            v["tir"], v["tbr"], gnum(C, 3.0), v["tbr2"], v["tar"], v["cv"], v["gmi"], v["wear"]))


def growth(d, C):
    v = vals(C)
    d.ln("Weight %.1f kg (%s centile), height %.1f cm (%s centile), BMI %.1f kg/m2. BP %d/%d." % (
        v["wt"], fmt.ordinal(v["wc"]), v["ht"], fmt.ordinal(v["hc"]), v["bmi"], v["bp_s"], v["bp_d"]))
