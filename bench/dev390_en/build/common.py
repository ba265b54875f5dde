"""Shared pieces for the genre writers."""
import phi
import negatives as NG
import pools_places as PL
from case import PN, SN, FN, N, addr_line, addr_block, pronouns

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def age_v(rng, age, sex=None, style=None):
    """An age written in one of the ways clinicians write it (number only in the span)."""
    a = str(age)
    st = style or rng.choice(["yo", "y_o", "aged", "year_old", "yrs", "sex", "words", "age_colon"])
    if st == "yo":
        return [("AGE", a), rng.choice(["yo", " yo", "y.o."])]
    if st == "y_o":
        return [("AGE", a), " y/o"]
    if st == "aged":
        return ["aged ", ("AGE", a)]
    if st == "year_old":
        return [("AGE", a), "-year-old"]
    if st == "yrs":
        return [("AGE", a), rng.choice([" yrs", " years", "y"])]
    if st == "sex" and sex in ("M", "F"):
        return [("AGE", a), rng.choice(["", " "]) + sex]
    if st == "words" and age < 100:
        return ["aged ", ("AGE", words(age))]
    return ["age ", ("AGE", a)]


def D(c, d, style=None):
    return phi.D(d, style or c["ds"])


def gp_word(c):
    return {"CA": "family physician", "US": "PCP"}.get(c["g"], "GP")


def adv_role(rng, c):
    return rng.choice({
        "UK": ["Stop Smoking Advisor", "Stop Smoking Practitioner", "Health Improvement Practitioner",
               "Specialist Stop Smoking Advisor", "Tobacco Dependence Advisor"],
        "IE": ["Stop Smoking Advisor", "Smoking Cessation Officer", "QUIT Advisor"],
        "AU": ["Quit Coach", "Tobacco Treatment Specialist", "Quit Support Officer", "Smoking Cessation CNC"],
        "NZ": ["Stop Smoking Practitioner", "Kaiawhina", "Stop Smoking Coach"],
        "CA": ["Certified Tobacco Educator", "Tobacco Cessation Counsellor", "Quit Coach"],
        "US": ["Tobacco Treatment Specialist", "Quit Coach", "Cessation Counselor"],
    }[c["g"]])


def cred(rng, c):
    return rng.choice({"UK": ["", "", " RGN", " NCSCT", " BSc"], "IE": ["", " RGN", " RNP"],
                       "AU": ["", " RN", " CNC"], "NZ": ["", " RN"], "CA": ["", " RN, CTE", " CTE", " RRT"],
                       "US": ["", " RN, TTS", " TTS", " CTTS", " LPN"]}[c["g"]])


def pt_name(rng, c, forms=None):
    forms = forms or ["full", "full", "mid", "last_first", "LAST_first", "title_full"]
    return PN(c["pt"], rng.choice(forms))


def pt_ref(rng, c):
    """How the patient is referred to in running text."""
    p = c["pt"]
    k = rng.random()
    if k < 0.45:
        return PN(p, "title")
    if k < 0.75:
        return PN(p, "first")
    if k < 0.85 and p["nick"]:
        return PN(p, "nick")
    if k < 0.93:
        return ["pt ", PN(p, "init")]
    return PN(p, "full")


def staff_sig(rng, c, p, role=None, lic=True, cred_s=None):
    out = [SN(p, rng.choice(["full", "full", "mid", "f_last"]))]
    out.append(cred_s if cred_s is not None else cred(rng, c))
    if role:
        out.append(", " + role)
    if lic and rng.random() < 0.75:
        lab, val = p["lic"]
        out += ["\n", lab, rng.choice([": ", " ", " - "]), ("LICENSE", val)]
    return out


def co_reading(rng, c, ppm, with_sn=None):
    out = ["CO ", str(ppm), " ppm"]
    if rng.random() < 0.3:
        out.append(" (%.1f%% COHb)" % (ppm * 0.16))
    if with_sn or (with_sn is None and rng.random() < 0.45):
        out += [" - ", rng.choice(NG.CO_MONITORS), rng.choice([" SN ", " s/n ", " serial ", " #"]),
                ("DEVICE", c["co_sn"])]
    return out


def pharmaco(rng, c):
    g = c["g"]
    k = rng.random()
    if k < 0.35:
        a = rng.choice([x for x in NG.NRT if x[1] == "patch"])[0]
        b = rng.choice([x for x in NG.NRT if x[1] != "patch"])[0]
        return "combination NRT (%s + %s)" % (a, b)
    if k < 0.6:
        return rng.choice(["varenicline 0.5mg OD d1-3, 0.5mg BD d4-7, then 1mg BD (12 wk course)",
                           "varenicline titration pack then 1mg BD", "varenicline 1mg BD (started titration)",
                           "varenicline (Champix)" if g != "US" else "varenicline (Chantix)"])
    if k < 0.7 and g in ("UK", "CA", "NZ"):
        return rng.choice(["cytisine 1.5mg per schedule (25 days)", "cytisinicline course", "Cytisine (Cytisinicline) 25-day course"])
    if k < 0.78:
        return rng.choice(["bupropion (Zyban) 150mg OD x6 days then BD", "bupropion SR 150mg BD", "nortriptyline 25mg titrating"])
    if k < 0.93:
        return "vape - %s with %s" % (rng.choice(NG.VAPE_MODELS), rng.choice(NG.LIQUIDS))
    return rng.choice(["single NRT - %s" % rng.choice(NG.NRT)[0], "behavioural support only, declined meds",
                       "vape + 2mg gum"])


def demo_block(b, rng, c, layout=None):
    """Patient demographics block."""
    p = c["pt"]
    lab, idv = c["nhsno"]
    layout = layout or rng.choice(["lines", "pipe", "compact"])
    if layout == "lines":
        b.f("Name: {n}\n", n=pt_name(rng, c, ["full", "mid", "LAST_first", "last_first"]))
        b.f("DOB: {dob}", dob=D(c, c["dob"]))
        if rng.random() < 0.6:
            b.f(" ({a})", a=age_v(rng, c["age"], p["sex"], rng.choice(["yrs", "yo", "age_colon"])))
        b.f("\n{lab}: {id}\n", lab=lab, id=("MRN", idv))
        if rng.random() < 0.85:
            b.f("Address: {a}\n", a=addr_line(c["addr"]))
        if rng.random() < 0.85:
            b.f("{t}: {m}\n", t=rng.choice(["Mobile", "Tel", "Phone", "Contact no."]), m=("PHONE", c["mob"]))
        if rng.random() < 0.4:
            b.f("Email: {e}\n", e=("EMAIL", c["email"]))
    elif layout == "pipe":
        b.f("{n} | DOB {dob} | {lab} {id}\n", n=pt_name(rng, c, ["LAST_first", "full"]),
            dob=D(c, c["dob"]), lab=lab, id=("MRN", idv))
        b.f("{a} | {m}\n", a=addr_line(c["addr"]), m=("PHONE", c["mob"]))
    else:
        b.f("Client: {n}, {a}, {lab} {id}\n", n=pt_name(rng, c, ["full", "LAST_first"]),
            a=age_v(rng, c["age"], p["sex"]), lab=lab, id=("MRN", idv))
        b.f("Lives at {a}. Tel {m}\n", a=addr_line(c["addr"]), m=("PHONE", c["mob"]))


def occupation(rng, c):
    """Occupation phrase; profession as a span, statuses plain."""
    if c["job"] is None:
        return c["status"]
    k = rng.random()
    if k < 0.4:
        return ["works as a ", ("PROFESSION", c["job"]), " at ", ("ORGANIZATION", c["employer"])]
    if k < 0.7:
        return [("PROFESSION", c["job"])]
    if k < 0.85:
        return [("PROFESSION", c["job"]), " (", ("ORGANIZATION", c["employer"]), ")"]
    return ["retired " if c["age"] > 64 else "ex-", ("PROFESSION", c["job"])]


def household(rng, c):
    """Who else smokes at home."""
    pw = c["partner_word"]
    k = rng.random()
    if k < 0.35:
        return [pw + " ", FN(c["partner"], rng.choice(["first", "full"])), " smokes ",
                str(rng.choice([10, 15, 20, 30])), "/day, not ready to quit"]
    if k < 0.55:
        return [pw + " ", FN(c["partner"], "first"), " vapes, ", rng.choice(["supportive", "keen to help", "quit last yr"])]
    if k < 0.7:
        return [c["rel_word"] + " ", FN(c["relative"], rng.choice(["first", "full"])),
                " also smokes and visits most days"]
    if k < 0.85:
        return "lives alone, no other smokers at home"
    return ["non-smoking household; ", pw, " ", FN(c["partner"], "first"), " ex-smoker"]


def kids_phrase(rng, c):
    if not c["kids"]:
        return None
    out = [rng.choice(["children aged ", "kids ", "children "])]
    for i, a in enumerate(c["kids"]):
        if i:
            out.append(" and " if i == len(c["kids"]) - 1 else ", ")
        out.append(("AGE", str(a)))
    if out[0] == "kids ":
        out.append(" yrs")
    return out


def prev_attempts(rng, c):
    if not c["prev"]:
        return rng.choice(["no previous quit attempts", "never tried before", "first attempt"])
    out = ["%d previous attempt%s: " % (len(c["prev"]), "s" if len(c["prev"]) > 1 else "")]
    for i, d in enumerate(c["prev"]):
        if i:
            out.append("; ")
        k = rng.random()
        if k < 0.4:
            out.append(("DATE", str(d.year)))
        elif k < 0.7:
            out.append(phi.month_year(rng, d))
        elif k < 0.8:
            out.append(("DATE", rng.choice(["New Year", "Lent", "Christmas", "Ramadan", "Easter"]) + " " + str(d.year)))
        else:
            out.append(D(c, d))
        out.append(rng.choice([" - lasted %d days" % rng.randrange(1, 40), " (%d wks, %s)" % (
            rng.randrange(1, 30), rng.choice(["patches", "cold turkey", "vape", "Champix", "gum"])),
            " - relapsed at a party", " - stress", " quit for %d months" % rng.randrange(2, 18), ""]))
    return out


def hard_neg_line(rng, c):
    """A line of clinical content full of non-PHI lookalikes."""
    k = rng.randrange(8)
    if k == 0:
        cs, code, desc = rng.choice(NG.CODES)
        return "Coded: %s %s (%s)" % (cs, code, desc)
    if k == 1:
        return "BP %d/%d, HR %d, SpO2 %d%% RA, BMI %.1f" % (rng.randrange(105, 165), rng.randrange(60, 100),
                                                           rng.randrange(55, 105), rng.randrange(90, 100),
                                                           rng.uniform(18, 38))
    if k == 2:
        pool = NG.COMORBID if c["age"] >= 40 else NG.COMORBID_YOUNG
        return "PMH: %s, %s" % (rng.choice(pool), rng.choice(pool))
    if k == 3:
        return "FEV1 %.2f L (%d%% pred), FEV1/FVC %.2f" % (rng.uniform(0.9, 3.5), rng.randrange(35, 98), rng.uniform(0.45, 0.8))
    if k == 4:
        return "PHQ-9 %d, GAD-7 %d, AUDIT-C %d" % (rng.randrange(0, 22), rng.randrange(0, 18), rng.randrange(0, 11))
    if k == 5:
        return "Meds: %s; %s" % (rng.choice(NG.MEDS), rng.choice(NG.MEDS))
    if k == 6:
        return "Guidance followed: " + rng.choice({
            "UK": ["NICE NG209", "NCSCT Standard Treatment Programme", "Russell Standard (clinical)", "VBA+ model"],
            "IE": ["HSE tobacco treatment guideline", "MECC brief intervention", "Ask-Advise-Act"],
            "AU": ["RACGP smoking cessation guide", "5As model", "Ask-Advise-Help"],
            "NZ": ["ABC pathway (Ask, Brief advice, Cessation support)", "Ministry of Health ABC"],
            "CA": ["CAN-ADAPTT guideline", "5As model", "Ask-Advise-Act"],
            "US": ["USPSTF A recommendation", "PHS Clinical Practice Guideline", "5As model", "Ask-Advise-Refer"],
        }[c["g"]])
    return "Pack-years approx %d; %s" % (c["cpd"] * max(1, c["age"] - c["start_age"]) // 20, rng.choice(NG.TOBACCO))


def pmh_line(rng, c):
    pool = NG.COMORBID if c["age"] >= 40 else NG.COMORBID_YOUNG
    k = rng.randrange(1, 4)
    return "PMH: " + ", ".join(rng.sample(pool, k))


def meds_line(rng, c):
    return "DHx: " + "; ".join(rng.sample(NG.MEDS, rng.randrange(1, 4))) + rng.choice(["", "", ". NKDA", ". Allergy: penicillin"])


def score_line(rng, c, where="general"):
    opts = ["MTSS %d/7 (Motivation To Stop Scale)" % rng.randrange(1, 8),
            "MPSS urges %d/5, mood %d/5" % (rng.randrange(0, 6), rng.randrange(0, 6)),
            "PHQ-9 %d, GAD-7 %d" % (rng.randrange(0, 24), rng.randrange(0, 19)),
            "AUDIT-C %d%s" % (rng.randrange(0, 12), rng.choice(["", " - brief alcohol advice given"])),
            "HSI %d (Heaviness of Smoking Index)" % rng.randrange(0, 7)]
    if where == "inpt":
        opts += ["GCS 15/15 (Glasgow Coma Scale)", "NEWS2 %d" % rng.randrange(0, 7),
                 "MRC dyspnoea scale %d, CAT score %d" % (rng.randrange(1, 6), rng.randrange(5, 35)),
                 "Waterlow %d, MUST 0" % rng.randrange(5, 20)]
    if where == "preg":
        opts += ["EPDS %d (Edinburgh Postnatal Depression Scale)" % rng.randrange(0, 20),
                 "Whooley questions negative", "CO %s babyCO protocol" % rng.choice(["repeated per", "recorded per"])]
    return rng.choice(opts)


def info_line(rng, c):
    return "Info given: " + rng.choice({
        "UK": ["NHS Better Health quit leaflet + ASH vaping facts sheet", "Yellow Card scheme explained (MHRA)",
               "NCSCT 'Stop smoking medications' leaflet", "Swap to Stop offer explained", "Stoptober app"],
        "IE": ["HSE QUIT pack", "HPRA-authorised NRT only - no unlicensed products", "QUIT app and text support"],
        "AU": ["Quitline callback offered", "TGA-compliant vapes via pharmacy only", "Cancer Council quit pack",
               "PBS-subsidised NRT patches explained"],
        "NZ": ["Quitline info", "Te Whatu Ora stop smoking resources", "Pharmac-funded NRT and cytisine",
               "Auahi Kore kaupapa explained"],
        "CA": ["Health Canada vaping info sheet", "Smokers' Helpline card", "provincial NRT program coverage"],
        "US": ["CDC 'Tips From Former Smokers' handout", "state quitline card (FDA-approved meds list)",
               "Medicaid cessation benefit explained", "USPSTF summary sheet"],
    }[c["g"]])
