"""Narrative sentence banks shared by the letter-like genres."""
import case
import clin
import loc
import pools
from core import P

COUNTRY_WORD = {"UK": ("the ", "UK"), "US": ("the ", "US"), "AU": ("", "Australia"), "CA": ("", "Canada"),
                "NZ": ("", "New Zealand"), "IE": ("", "Ireland")}


def pro(c):
    f = c.pt.sex == "F"
    return {"She": "She" if f else "He", "she": "she" if f else "he", "her": "her" if f else "his",
            "Her": "Her" if f else "His", "herx": "her" if f else "him",
            "woman": c.rng.choice(["woman", "lady", "female"]) if f else
            c.rng.choice(["man", "gentleman", "male"])}


def case_person(c, sex):
    return case.person(c.rng, c.cc, sex, c.pt.origin)


def X(c):
    x = c.ctx()
    x.update(pro(c))
    rel, p = c.fam[0]
    x["rel"] = rel
    x["fam"] = c.fm(p, c.rng.choice(["first", "full"]))
    return x


def past(c, lo, hi):
    return loc.add_days(c.d, -c.rng.randint(lo, hi))


def fut(c, lo, hi):
    return loc.weekday(loc.add_days(c.d, c.rng.randint(lo, hi)))


def dx_date(c):
    if not hasattr(c, "dxd"):
        yrs = c.rng.randint(1, max(1, min(20, c.age - 16)))
        c.dxd = loc.add_days(c.d, -365 * yrs - c.rng.randint(0, 300))
    return c.dxd


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(k):
    if k < 20:
        return ONES[k]
    return TENS[k // 10] + ("-" + ONES[k % 10] if k % 10 else "")


def age_at(c, d):
    a = d.year - c.dob.year - ((d.month, d.day) < (c.dob.month, c.dob.day))
    return P(str(a), "AGE")


def opener(n, c, x, clinic="clinic"):
    rng = c.rng
    k = rng.randint(0, 5)
    if k == 0:
        n.f("I reviewed {t} {ptl} in the " + clinic + " on {date}. ", x)
    elif k == 1:
        n.f("{t} {ptl} is a {age}-year-old {woman} with " + clin.dx_mid(rng, c) +
            " who attends for routine follow-up. ", x)
    elif k == 2:
        a = x["age"] if rng.random() < 0.6 else P(words(c.age), "AGE")
        n.f("Thank you for asking me to see this {a} year old {woman}. ", x, a=a)
    elif k == 3:
        n.f("I saw {ptf} today with {her} " + x["rel"] + " {fam}. ", x)
    elif k == 4:
        n.f("{ptf} ({age}) was seen in the " + clinic + " today, by video. ", x)
        if rng.random() < 0.6:
            n.f("Video link used: {url}. ", x, url=P("https://attend." + c.domain + "/room/" +
                                                   loc.digits(rng, 5), "URL"))
    else:
        n.f("It was a pleasure to see {t} {ptl} again on {date}. ", x)


def background(n, c, x):
    rng = c.rng
    d = dx_date(c)
    k = rng.randint(0, 3)
    f = clin.feature_list(rng, c, 2)
    if k == 0:
        n.f("{She} was diagnosed in {d} after presenting with " + f[0] + " and " + f[1] + ". ", x,
            d=c.D(d, rng.choice(["my", "mys", "y"])))
    elif k == 1:
        n.f("Diagnosed aged {a} ({d}); initially managed by Dr {o} at {hosp2} before transfer here. ",
            x, a=age_at(c, d), d=c.D(d, "y"), o=P(c.clin("doc", "Dr").form("last"), "DOCTOR"))
    elif k == 2:
        n.f("Background of " + clin.dx_mid(rng, c) + " since {d}, with " + f[0] + ". ", x,
            d=c.D(d, "y"))
    else:
        n.f("First presented in {d} with " + f[0] + "; serology: " + clin.sero(rng, c) +
            ". ", x, d=c.D(d, "mys"))


def interval(n, c, x):
    rng = c.rng
    f = clin.feature_list(rng, c, 2)
    last = past(c, 60, 200)
    k = rng.randint(0, 5)
    if k == 5:
        n.f("{She} had a flare over {hol} with " + f[0] + " and took a rescue course of prednisolone as per "
            "{her} flare plan. ", x)
    elif k == 0:
        n.f("Since {her} last visit on {d} {she} has been well, with no new " + f[0] + ". ", x,
            d=c.D(last))
    elif k == 1:
        n.f("{She} reports a flare around {d} with " + f[0] + ", treated with prednisolone 20 mg "
            "reducing over 4 weeks by {gpword} Dr {gpl}. ", x, d=c.D(past(c, 20, 120), "my"))
    elif k == 2:
        n.f("Over the last 3 months {she} has noticed more " + f[0] + " and " + f[1] +
            ", worse in the mornings (stiffness ~45 min). ", x)
    elif k == 3:
        n.f("Rituximab last given on {d}; B cells remain depleted (CD19 <0.01). ", x, d=c.D(last))
    else:
        n.f("{She} stopped " + rng.choice(["azathioprine", "methotrexate", "mycophenolate",
                                          "hydroxychloroquine"]) +
            " in {d} because of " + rng.choice(["nausea", "abnormal LFTs", "leucopenia",
                                                "recurrent chest infections", "alopecia",
                                                "planned pregnancy"]) + ". ", x,
            d=c.D(past(c, 200, 1500), rng.choice(["my", "y", "mys"])))


def social(n, c, x):
    rng = c.rng
    k = rng.randint(0, 6)
    if c.age >= 66 and k in (0, 2, 5):
        k = 1
    if k == 0:
        n.f("{She} works as a {job} at {employer} and has needed " + rng.choice(["2", "3", "6", "10"]) +
            " days off since the last visit. ", x)
    elif k == 1:
        n.f("Retired {job}. Lives with {her} " + x["rel"] + " {fam} in {town}. ", x)
    elif k == 2:
        n.f("{She} is a {job}; {her} employer ({employer}) has agreed a phased return. ", x)
    elif k == 3:
        art, home = COUNTRY_WORD[c.cc]
        n.f("Born in {abroad}, moved to " + art + "{home} aged {a2}. " +
            ("Retired {job}. " if c.age >= 66 else "Works as a {job}. "), x,
            a2=P(str(rng.randint(4, min(40, c.age))), "AGE"), home=P(home, "COUNTRY"))
    elif k == 4:
        rel, p = c.relative(["husband", "wife", "partner"])
        n.f("Lives with {her} " + rel + " {p}, who is a {j2}; two children at home. ", x,
            p=c.fm(p, "first"), j2=P(rng.choice(pools.PROFESSIONS), "PROFESSION"))
    elif k == 5:
        n.f("Currently off work from {employer} (" + rng.choice(["fit note", "sick certificate",
                                                               "medical certificate"]) +
            " issued until {d}). ", x, d=c.D(fut(c, 14, 60)))
    else:
        n.f("Non-smoker, alcohol " + rng.choice(["minimal", "4 units/week", "nil", "socially"]) +
            ". Occupation: {job}. ", x)


def family(n, c, x):
    rng = c.rng
    blood = [(r, q) for r, q in c.fam if r not in ("husband", "wife", "partner")]
    if blood:
        rel, p = blood[rng.randint(0, len(blood) - 1)]
    else:
        rel = rng.choice(["mother", "sister", "aunt"])
        p = case_person(c, "F")
    k = rng.randint(0, 3)
    cond = rng.choice(["rheumatoid arthritis", "hypothyroidism", "SLE", "type 1 diabetes",
                       "psoriasis", "coeliac disease", "MS", "vitiligo"])
    if k == 0:
        n.f("FHx: " + rel + " ({p}) has " + cond + ". ", x, p=c.fm(p, "first"))
    elif k == 1:
        n.f("Family history of " + cond + " in {her} " + rel + ", diagnosed at {a}. ", x,
            a=P(str(rng.randint(18, 60)), "AGE"))
    elif k == 2:
        a = rng.randint(48, 97)
        n.f("{Her} " + rel + " {p} died at {a} of " + rng.choice(["a stroke", "breast cancer",
                                                                 "an MI", "renal failure"]) + ". ",
            x, p=c.fm(p), a=P(str(a) if rng.random() < 0.7 else words(a), "AGE"))
    else:
        n.f("No family history of autoimmune disease. ", x)


def travel(n, c, x):
    rng = c.rng
    k = rng.randint(0, 2)
    d = fut(c, 20, 150)
    if k == 0:
        n.f("Planning a trip to {abroad} in {d}; advised no live vaccines (yellow fever contraindicated) "
            "and to carry a steroid card. ", x, d=c.D(d, "my"))
    elif k == 1:
        n.f("{She} will be visiting family in {abroad} from {d1} to {d2} - bloods to be brought "
            "forward. ", x, d1=c.D(d, "dmon" if c.cc != "US" else "dm"),
            d2=c.D(loc.add_days(d, rng.randint(10, 40)), "dmon" if c.cc != "US" else "dm"))
    else:
        n.f("Recently back from {abroad}; no fevers. Shingrix (recombinant, non-live) and "
            "Pneumovax recommended via {gpword}. ", x)


HARDNEG = [
    "No features of Jaccoud's arthropathy. ", "Schirmer's test 4 mm at 5 min bilaterally. ",
    "Mildly Cushingoid. ", "NYHA class II. ", "No Gottron's papules or heliotrope rash. ",
    "Raynaud's with triphasic colour change, no digital pitting. ",
    "Fulfils the 2019 EULAR/ACR classification criteria for SLE (score 20). ",
    "Meets 2022 ACR/EULAR classification criteria. ", "Sydney criteria for APS not met. ",
    "Factor V Leiden and prothrombin gene mutation negative. ",
    "Hep B sAg neg, anti-HBc neg, HCV and HIV neg, QuantiFERON-TB Gold negative. ",
    "Livedo reticularis on thighs. ", "Tinel's and Phalen's negative. ",
    "Coombs test negative, haptoglobin normal. ", "Westergren ESR as below. ",
    "Urine dipstick: blood 2+, protein 1+; sent for uPCR and microscopy (no casts). ",
    "Chest clear, no velcro crackles. ", "Fine bibasal crackles (velcro). ",
    "No Libman-Sacks vegetations on echo. ", "Birmingham Vasculitis Activity Score (BVAS) 0. ",
    "Chapel Hill 2012 nomenclature applies. ", "Five Factor Score 0. ",
    "CKD-EPI eGFR as below; Cockcroft-Gault CrCl 64 mL/min. ", "GCS 15/15. ",
    "Mantoux not required (IGRA negative). ", "ECG: sinus rhythm, QTc 428 ms. ",
    "DEXA: L1-L4 T-score -2.6, femoral neck -1.8; FRAX 10-year major fracture risk 14%. ",
    "HRCT: NSIP pattern with ground-glass, no honeycombing. ",
    "PFTs: FVC 2.41 L (78%), DLCO 54% predicted. ", "Echo: PASP 32 mmHg, TAPSE 21 mm. ",
    "No Bence Jones protein. ", "Pneumocystis prophylaxis continues. ",
    "Modified Rodnan skin score as below. ", "Medsger severity: skin 2, lung 1. ",
    "BILAG-2004 recorded. ", "PHQ-9 score 11. ", "FACIT-Fatigue 28. ",
    "Cutolo late pattern on previous capillaroscopy. ", "Bristol stool type 6, 3x/day. ",
    "New York Heart Association class I. ", "Glasgow Coma Scale 15. ", "Wells score 1; D-dimer sent. ",
    "No Addisonian features; short Synacthen test normal. ", "Graves' disease in remission. ",
    "Hashimoto's thyroiditis on levothyroxine. ", "Sjogren's overlap: sicca symptoms, Schirmer 3 mm. ",
    "QRISK3 11.2%. ", "Lupus anticoagulant (dRVVT) negative. ", "HAQ-DI 0.875. ",
    "ILD-GAP stage I. ", "6MWT 412 m, nadir SpO2 91%. ", "Allen's test normal bilaterally. ",
    "Pulses palpable; no Osler nodes or Janeway lesions. ", "Romberg negative. ",
]

PUBLIC = {
    "UK": ["MHRA safety advice on hydroxychloroquine retinopathy discussed. ",
           "Reminded of DVLA rules given recent syncope. ",
           "UKHSA Green Book: no live vaccines while immunosuppressed. ",
           "Managed in line with NICE guidance. "],
    "US": ["Per CDC/ACIP, Shingrix 2-dose series recommended. ", "FDA boxed warning reviewed with patient. ",
           "CMS-compliant documentation of medical necessity on file. "],
    "AU": ["TGA-registered indication. ", "Meets PBAC criteria for continued supply. ",
           "Immunisation Handbook: avoid live vaccines. "],
    "CA": ["NACI recommends recombinant zoster vaccine. ", "Recommended by CADTH. ",
           "PHAC travel advice reviewed. "],
    "NZ": ["PHARMAC-funded under Special Authority. ", "Medsafe data sheet reviewed with patient. ",
           "Immunisation Handbook: avoid live vaccines. "],
    "IE": ["HPRA safety notice on hydroxychloroquine noted. ", "HSE National Immunisation Office guidance followed. ",
           "NCPE assessment noted. "],
}


def public(n, c):
    n.add(c.rng.choice(PUBLIC[c.cc]))


def hardneg(n, c, k=2):
    rng = c.rng
    items = list(HARDNEG)
    rng.shuffle(items)
    for s in items[:k]:
        n.add(s)


def exam(n, c, x):
    rng = c.rng
    bp = "%d/%d" % (rng.randint(104, 162), rng.randint(62, 98))
    n.add("BP " + bp + ", HR " + str(rng.randint(58, 104)) + ", T " +
          rng.choice(["36.6", "36.9", "37.2", "37.8", "36.4"]) + ", wt " + str(rng.randint(48, 112)) +
          " kg. ")
    dx = c.dx
    if dx in ("sle", "ln", "mctd", "uctd"):
        n.add(rng.choice(["No synovitis; ", "Synovitis of 2nd/3rd MCPs bilaterally; ",
                          "Tender joint count 4, swollen 1; "]) +
              rng.choice(["mild malar erythema. ", "no rash. ", "patchy alopecia at vertex. ",
                          "two small palatal ulcers. "]))
        if dx == "ln":
            n.add(rng.choice(["Pitting oedema to mid-shin. ", "Trace ankle oedema. ", "No oedema. "]))
    elif dx in ("gpa", "mpa", "egpa"):
        n.add(rng.choice(["Nasal crusting on anterior rhinoscopy. ", "ENT exam unremarkable. ",
                          "Saddle nose (longstanding). "]) +
              rng.choice(["Chest clear. ", "Few crackles at the right base. ", "Wheeze ++. "]) +
              rng.choice(["Left foot drop (mononeuritis), unchanged. ", "No purpura. ",
                          "Palpable purpura on shins. "]))
    elif dx in ("dcssc", "lcssc"):
        n.add(rng.choice(["Sclerodactyly, ", "Skin thickening to elbows, ", "Puffy fingers, "]) +
              rng.choice(["healed digital pitting scars. ", "active ulcer on the right index tip. ",
                          "calcinosis at the left thumb pulp. "]) + clin.score(rng, c) + ". ")
    else:
        n.add(rng.choice(["Neck flexion 4/5, hip flexion 4-/5, deltoids 4+/5. ",
                          "Proximal power 5-/5 throughout. ", "Unable to rise from chair without arms. "]) +
              rng.choice(["Gottron's papules over MCPs. ", "Mechanic's hands. ", "Skin clear. "]))


def bloods(n, c, x, label="Bloods"):
    rng = c.rng
    d = past(c, 1, 10)
    n.f(label + " ({d}): " + clin.bloods(rng, c, flag=True) + ".\n", x, d=c.D(d, c.ts))


PLAN = {
    "sle": ["Continue hydroxychloroquine; annual OCT retinal screening (due)",
            "Taper prednisolone by 1 mg/month to 5 mg then review",
            "Start belimumab if ongoing serological activity despite MMF",
            "Consider anifrolumab (Saphnelo) if skin/joint disease persists",
            "Sun protection, SPF 50", "Repeat dsDNA and complement in 6 weeks"],
    "ln": ["Continue MMF 1.5 g bd; target uPCR <50 mg/mmol", "Add voclosporin per AURORA protocol",
           "Maximise RAAS blockade (ramipril 10 mg)", "SGLT2 inhibitor to be discussed with renal",
           "Repeat renal biopsy if no partial response by 12 months"],
    "gpa": ["Continue rituximab 500 mg 6-monthly maintenance (MAINRITSAN)", "ENT review re crusting",
            "Co-trimoxazole for PJP prophylaxis", "Check IgG pre each rituximab dose",
            "Avacopan to continue (ADVOCATE regimen)"],
    "mpa": ["Rituximab maintenance every 6 months", "Renal follow-up shared with nephrology",
            "BP target <130/80", "Steroid taper per PEXIVAS reduced-dose schedule"],
    "egpa": ["Continue mepolizumab 300 mg 4-weekly", "Respiratory review for asthma control",
             "Reduce prednisolone to 4 mg", "Nerve conduction studies requested"],
    "dcssc": ["Continue MMF; repeat PFTs and HRCT", "Annual echo and NT-proBNP (DETECT algorithm)",
              "Home BP monitoring - risk of scleroderma renal crisis (RNA pol III)",
              "Hand therapy referral", "Consider iloprost for digital ulcers"],
    "lcssc": ["Annual echo and PFTs for PAH/ILD screening", "Warm gloves; nifedipine MR",
              "Calcinosis - topical sodium thiosulfate trial", "Gastroscopy if dysphagia persists"],
    "dm": ["Continue IVIG monthly; CK and MMT-8 each visit", "Malignancy screen: CT CAP and mammogram",
           "Steroid taper by 5 mg every 2 weeks to 10 mg", "Dermatology review of skin disease"],
    "asyn": ["Continue MMF; repeat HRCT in 6 months", "Joint ILD MDT discussion",
             "PJP prophylaxis while pred >15 mg", "Pulmonary rehabilitation referral"],
    "imnm": ["Continue IVIG; statins contraindicated lifelong", "Physiotherapy for proximal weakness",
             "SALT assessment for dysphagia", "CK fortnightly"],
    "mctd": ["Continue hydroxychloroquine", "Annual echo (PAH screen)", "Watch for evolving SSc features"],
    "uctd": ["Continue hydroxychloroquine", "Repeat ENA annually", "Artificial tears; dental review"],
}


def plan(n, c, x, bullet="- ", k=4):
    rng = c.rng
    items = list(PLAN[c.dx])
    rng.shuffle(items)
    for it in items[:k - 1]:
        n.add(bullet + it + "\n")
    r = rng.randint(0, 3)
    if r == 0:
        n.f(bullet + "Review in clinic on {d}\n", x, d=c.D(fut(c, 60, 180)))
    elif r == 1:
        n.f(bullet + "Next rituximab due {d}\n", x, d=c.D(fut(c, 30, 180), rng.choice(["my", "num"])))
    elif r == 2:
        n.f(bullet + "Bloods at {prac} before next visit ({d})\n", x, d=c.D(fut(c, 30, 120), "my"))
    else:
        n.f(bullet + "CNS {cnsf} to phone with results; advice line {htel}\n", x)
