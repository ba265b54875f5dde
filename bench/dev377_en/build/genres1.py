"""Genres: renal clinic letter, eGFR/ACR trend report, anaemia clinic record, dietitian review."""
import datetime

import pools
from core import (chance, pick, addr_pieces, fmt_date, digits, letters, ip_priv, accession, phone, bleep, ext,
                  url, hospital, organisation, device_sn)
import genres5
from blocks import (letterhead, banner, gp_address, signoff, typed_footer, cc, esign, meds, labs_table,
                    units_line, diagnoses, hard_neg)

HOLIDAYS = {"UK": ["Christmas", "Easter", "Boxing Day", "New Year", "Diwali", "Eid"],
            "US": ["Thanksgiving", "Christmas", "the Fourth of July", "Memorial Day", "Easter"],
            "Canada": ["Thanksgiving", "Christmas", "Canada Day", "Easter", "Lunar New Year"],
            "Australia": ["Christmas", "Easter", "Anzac Day", "Australia Day", "Lunar New Year"],
            "New Zealand": ["Christmas", "Matariki", "Waitangi Day", "Easter", "Labour Weekend"],
            "Ireland": ["Christmas", "St Patrick's Day", "Easter", "the October bank holiday", "New Year"]}


def holiday(x):
    h = pick(x.rng, HOLIDAYS[x.c])
    if h.startswith("the "):
        return ["the ", ("DATE", h[4:])]
    return [("DATE", h)]


def job(x):
    r = x.rng
    if x.retired:
        return pick(r, [["retired ", ("PROFESSION", x.prof)], ["a retired ", ("PROFESSION", x.prof)],
                        ["formerly a ", ("PROFESSION", x.prof)]])
    return pick(r, [["works as a ", ("PROFESSION", x.prof)], ["a ", ("PROFESSION", x.prof), " at ", ("ORGANIZATION", x.employer)],
                    ["employed as a ", ("PROFESSION", x.prof), " by ", ("ORGANIZATION", x.employer)]])


def dur(x, kind="weeks"):
    """Shorthand durations (hard negatives): 2/52, 3/12 in DMY countries."""
    r = x.rng
    n = r.randrange(2, 7)
    if x.c in ("US", "Canada"):
        return "%d %s" % (n, kind)
    return "%d/%s" % (n, "52" if kind == "weeks" else "12" if kind == "months" else "7")


# ------------------------------------------------------------ renal clinic letter
def clinic_letter(d, x):
    r = x.rng
    if x.c != "US" and chance(r, 0.25):
        return genres5.letter_to_patient(d, x, job, dur)
    letterhead(d, x, pick(r, ["Advanced Kidney Care Clinic", "Renal Medicine Outpatients", "Low Clearance Clinic",
                             "Division of Nephrology", "Kidney Care Service"]))
    if chance(r, 0.6):
        d.ln("Our ref: ", ("IDNUM", "%s/%s/%s" % (x.neph.initials, x.sec.initials, digits(r, 5))), "    ",
             x.mrn_pieces())
    d.ln(pick(r, ["Clinic date: ", "Date of clinic: ", "Seen: "]), x.D(x.date, x.long_style()))
    d.ln("Date typed: ", x.Dalt(x.ahead(r.randrange(1, 8))))
    d.ln()
    gp_address(d, x)
    d.ln()
    d.ln("Dear ", x.Dr(x.gp, "dr_last"), ",")
    d.ln()
    banner(d, x)
    d.ln()
    diagnoses(d, x)
    d.ln()
    meds(d, x, pick(r, ["Current medication:", "Medications:", "Drug history:"]))
    d.ln()
    f0 = x.fam[0]
    d.w("I reviewed ", x.P("title_last"), " in the ", pick(r, ["Advanced Kidney Care", "low clearance", "CKD", "pre-dialysis"]),
        " clinic today")
    if chance(r, 0.7):
        d.w(", accompanied by ", x.poss(), " ", f0["rel"], " ", x.F(0), ".")
    else:
        d.w(", attending alone.")
    ag = pick(r, ["year-old", "year-old", "words"])
    art = "an" if (ag != "words" and (str(x.age).startswith("8") or x.age in (11, 18))) or (ag == "words" and str(x.age)[0] == "8") else "a"
    d.w(" ", x.he().capitalize(), " is ", art, " ", x.A(ag), " ",
        pick(r, ["man", "gentleman"]) if x.pt.sex == "M" else pick(r, ["woman", "lady"]), " (", job(x), ") who lives in ",
        ("CITY", x.addr["city"]), pick(r, [" with ", " with "]), x.poss(), " ", f0["rel"], ".")
    d.ln()
    d.ln()
    s = x.series
    d.w(pick(r, [[x.poss().capitalize()], [x.title, " ", ("PATIENT", x.pt.last), "'s"]]), " eGFR has gone from ", str(s[0]["egfr"]), " in ", x.D(s[0]["d"], pick(r, ["month_y", "mon_y"])),
        " to ", str(s[-1]["egfr"]), " mL/min/1.73m2 on ", x.D(s[-1]["d"]), ", a decline of about ", str(x.slope()),
        " mL/min/1.73m2 per year. ACR is ", x.val(s[-1], "acr"), " ", x.u("acr"), ". ", hard_neg(x))
    d.ln()
    d.ln()
    sym = r.sample(["mild fatigue", "reduced appetite", "itch at night", "restless legs", "ankle swelling by evening",
                    "nocturia x2", "cramps", "no uraemic symptoms", "breathlessness on one flight of stairs",
                    "metallic taste", "poor sleep"], 3)
    d.w(x.he().capitalize(), " reports ", sym[0], ", ", sym[1], " and ", sym[2], ". ")
    if chance(r, 0.5):
        d.w(x.he().capitalize(), " was unwell over ", holiday(x), " with a chest infection treated by ",
            x.Dr(x.gp, "dr_last"), " with doxycycline. ")
    if chance(r, 0.4):
        d.w("Since our last meeting on ", x.D(x.ago(r.randrange(80, 200))), " ", x.he(), " has ",
            pick(r, ["been to ", "returned from "]), ("COUNTRY", pick(r, pools.COUNTRIES_ABROAD)), " to visit family. ")
    d.ln(pick(r, ["Examination: ", "On examination: ", "O/E: "]), hard_neg(x, "exam"))
    d.ln()
    labs_table(d, x, ("egfr", "cr", "acr", "hb", "k", "bic"), n=r.randrange(3, 6))
    d.ln(units_line(x))
    d.ln()
    d.ln("Plan:")
    plan = [
        ["We discussed kidney failure treatment options in detail; ", x.he(), " is leaning towards ",
         pick(r, ["peritoneal dialysis", "home haemodialysis" if x.c != "US" else "home hemodialysis", "a pre-emptive transplant",
                  "conservative kidney management", "in-centre haemodialysis" if x.c != "US" else "in-center hemodialysis"]), "."],
        ["Referred to ", ("DOCTOR", x.nurse.full), ", ", x.nurse_title, ", for modality education (", ("PHONE", x.hosp_phone), ")."],
        ["Vein preservation: no cannulas or BP cuffs on the ", pick(r, ["left", "right"]), " arm."],
        ["Repeat U&E, FBC, bone profile and bicarbonate in ", dur(x), " at ", ("HOSPITAL", x.practice), "."],
        ["Continue ", pick(r, ["dapagliflozin", "empagliflozin", "finerenone", "ramipril"]), "; accept a rise in creatinine of up to 30%."],
        ["Dietetic review with ", ("DOCTOR", x.diet.full), " regarding potassium."],
    ]
    if chance(r, 0.5):
        plan.append(["Vascular access referral to ", x.surg_title, " ", ("DOCTOR", x.surg.last), " at ",
                     ("HOSPITAL", x.hosp2), " for fistula assessment."])
    if chance(r, 0.3):
        plan.append(["Hepatitis B vaccination course via the practice (", ("PHONE", x.practice_phone), ")."])
    for i, p in enumerate(r.sample(plan, r.randrange(3, len(plan) + 1))):
        d.ln("%d. " % (i + 1), p)
    d.ln()
    d.w("I will see ", x.P("title_last"), " again in ", dur(x, "months"), " (provisionally ",
        x.D(x.ahead(r.randrange(60, 120)), pick(r, x.styles + ["wd_long_dmy" if x.si and not x.c == "Canada" else "wd_long_mdy"])),
        ").")
    d.w(" If ", x.he(), " needs advice sooner, the AKC nurses can be reached on ", ("PHONE", phone(r, x.c)), ".")
    d.ln()
    d.ln()
    signoff(d, x, x.neph, x.neph_title, lic=chance(r, 0.5))
    d.ln()
    typed_footer(d, x, x.neph)
    cc(d, x)


# ------------------------------------------------------------ eGFR / ACR trend report
def trend_report(d, x):
    r = x.rng
    v = r.randrange(3)
    gen = x.ahead(r.randrange(0, 3))
    t = "%02d:%02d" % (r.randrange(0, 8), r.randrange(60))
    if v == 0:
        d.ln("==== CKD SURVEILLANCE: eGFR / uACR TREND REPORT ====")
        d.ln("Generated ", x.D(gen), " ", t, " by ", pick(r, ["batch job ckd_trend_v3", "user "]), x.uname(x.nurse),
             " on ", ("IPADDR", ip_priv(r)))
        d.ln("Source lab: ", ("HOSPITAL", x.hosp), " Blood Sciences")
        d.ln()
        d.ln("Patient:  ", x.P("LAST_FIRST"), "    Sex: ", x.pt.sex, "    DOB: ", x.D(x.dob), "    Age: ", x.A("bare"))
        d.ln(x.mrn_label, ": ", ("MRN", x.mrn), "    ", x.hp_pieces())
        d.ln("Registered GP: ", x.Dr(x.gp, "dr_full"), ", ", ("HOSPITAL", x.practice))
        d.ln("Renal team: ", x.Dr(x.neph, "dr_last"), " / ", ("DOCTOR", x.nurse.full), " (", x.nurse_title, ")")
        d.ln()
        labs_table(d, x, ("egfr", "cr", "acr"), acc=True)
        d.ln()
    elif v == 1:
        d.ln("eGFR/ACR trend - ", ("HOSPITAL", x.hosp), " Renal Informatics")
        d.ln("Run: ", x.D(gen, "iso"), "T", t, " | user=", x.uname(x.coord), " | host=", ("IPADDR", ip_priv(r)))
        d.ln("pt_name,dob,mrn: ", x.P("LAST_FIRST"), ",", x.D(x.dob, "iso"), ",", ("MRN", x.mrn))
        d.ln("date,egfr,creat,acr,accession")
        for p in x.series:
            d.ln(x.D(p["d"], "iso"), ",", str(p["egfr"]), ",", str(p["cr"]), ",", x.val(p, "acr"), ",",
                 ("IDNUM", accession(r, x.c, p["d"])))
        d.ln()
    else:
        d.ln(("HOSPITAL", x.practice), " - CKD register results summary")
        d.ln("Prepared for: ", x.Dr(x.neph, "dr_full"), ", ", ("HOSPITAL", x.hosp))
        d.ln("From: ", x.Dr(x.gp, "dr_full"), "  Tel ", ("PHONE", x.practice_phone), "  Fax ", ("FAX", x.practice_fax))
        d.ln()
        banner(d, x, 2)
        d.ln()
        d.ln("Results (practice and hospital combined):")
        labs_table(d, x, ("egfr", "cr", "acr", "hb", "k"), acc=chance(r, 0.5))
        d.ln()
    d.ln(units_line(x))
    d.ln("Slope (OLS, all points): -", str(x.slope()), " mL/min/1.73m2/yr   KDIGO: ", x.stage())
    d.ln("KFRE 4-var: 2y ", str(x.kfre2), "%  5y ", str(x.kfre5), "%")
    flags = []
    if x.slope() > 5:
        flags.append("RAPID DECLINE (>5 mL/min/1.73m2/yr)")
    if x.series[-1]["egfr"] < 20:
        flags.append("eGFR <20: ensure RRT planning / modality education")
    if x.series[-1]["acr"] > 70:
        flags.append("ACR >70 " + x.u("acr") if x.si else "ACR >600 mg/g")
    if x.kfre5 > 15:
        flags.append("KFRE 5y >15%: nephrology referral criterion met (NICE NG203)")
    d.ln("Flags: ", "; ".join(flags) if flags else "none")
    d.ln()
    d.ln(pick(r, ["Reviewer comment", "Clinician review", "Comment"]), " (", ("DOCTOR", x.nurse.full), ", ", x.D(x.ahead(r.randrange(1, 6))), "):")
    c = [["Trajectory consistent with progressive ", x.cause, ". "],
         ["Reviewed with ", x.Dr(x.neph, "dr_last"), " at the virtual clinic. "],
         ["Letter sent to patient at ", addr_pieces(r, x.addr, "line"), ". "],
         ["Phoned ", x.P("first"), " on ", ("PHONE", x.mob), " to explain results; ", x.he(), " was ",
          pick(r, ["reassured", "anxious but understood", "keen to start education sessions"]), ". "],
         ["Next bloods due ", x.D(x.ahead(r.randrange(28, 120))), " (", pick(r, ["3-monthly", "monthly", "6-weekly"]), "). "],
         ["Episode recorded under ", x.acct[0], " ", ("ACCOUNT", x.acct[1]), ". "]]
    for p in r.sample(c, r.randrange(3, 6)):
        d.w(p)
    d.ln()
    d.ln()
    d.ln("Report ID: ", ("IDNUM", "TR-" + digits(r, 8)), "   Page 1 of 1")


# ------------------------------------------------------------ anaemia (ESA / iron) clinic
def anaemia_record(d, x):
    r = x.rng
    A = x.anaemia
    d.ln(pick(r, ["RENAL %s CLINIC - ESA / IV IRON RECORD" % A.upper(), "%s Management Clinic (CKD)" % A.capitalize(),
                  "Kidney %s Service - Nurse-led clinic record" % A.capitalize()]))
    d.ln(("HOSPITAL", pick(r, [x.hosp, x.sat])), pick(r, [", Treatment Room ", ", Bay ", ", Day Unit chair "]),
         ("LOCATION_OTHER", str(r.randrange(1, 14)) + pick(r, ["", "A", "B"])))
    d.ln()
    banner(d, x, pick(r, [1, 2, 3]))
    d.ln("Clinic date: ", x.D(x.date), "    Nurse: ", ("DOCTOR", x.nurse.full), "    Bleep ", ("PHONE", bleep(r)))
    d.ln()
    d.ln("Indication: %s of CKD %s (cause: %s). Hb target %s." % (A, x.stage(), x.cause,
                                                                 "100-120 g/L" if x.si else "10-11.5 g/dL"))
    esa = pick(r, pools.ESAS).format(d=pick(r, [20, 30, 40, 60]), e=pick(r, [2000, 3000, 4000, 6000]), m=pick(r, [50, 75, 100, 120]))
    d.ln("Current ESA: ", esa, " - started ", x.D(x.ago(r.randrange(200, 900)), pick(r, ["month_y", "mon_y", "mm_yyyy"])))
    d.ln()
    d.ln("Trend:")
    labs_table(d, x, ("hb", "ferr", "tsat", "egfr"), n=r.randrange(3, 6))
    d.ln()
    last = x.series[-1]
    d.ln("Today: Hb ", x.val(last, "hb"), " ", x.u("hb"), ", ferritin ", str(last["ferr"]), " ug/L, TSAT ", str(last["tsat"]),
         "%, CRP ", str(r.randrange(1, 30)), ". ", hard_neg(x))
    if last["ferr"] < 200 or last["tsat"] < 20:
        iv = pick(r, pools.IVIRON)
        d.ln("IV iron given: ", iv, " in 100 mL NaCl 0.9% over 20 min. Batch ", letters(r, 2) + digits(r, 5),
             " (exp ", "%02d/%d" % (r.randrange(1, 13), x.date.year + 2), ").")
        d.ln("Start ", "%02d:%02d" % (r.randrange(9, 15), r.randrange(60)), "; obs pre/post stable; no reaction; observed 30 min.")
        d.ln("Administered by ", ("DOCTOR", x.nurse.full), "; second check ", ("DOCTOR", x.reg.full),
             pick(r, [" (RN)", " (SN)", ", RN"]), ".")
    else:
        d.ln("Iron replete - no IV iron today. Next iron studies in ", dur(x, "months"), ".")
    d.ln()
    d.ln("ESA plan: ", pick(r, ["continue same dose", "increase dose by 25%", "reduce dose by 25% (Hb rising quickly)",
                                 "withhold one dose and recheck"]), ".")
    who = pick(r, ["self", "fam", "dn"])
    if who == "self":
        d.ln("Self-administers subcutaneously; technique observed and correct.")
    elif who == "fam":
        d.ln("Injections given by ", x.poss(), " ", x.rel(0), " ", x.F(0), " (", ("PHONE", x.fam[0]["phone"]), ").")
    else:
        d.ln("Given by the district nursing team from ", ("HOSPITAL", x.practice), ".")
    d.ln("Homecare supply: ", ("ORGANIZATION", pick(r, pools.HOMECARE_COS)), ", patient ref ", ("IDNUM", "HC" + digits(r, 7)),
         ", deliveries ", pick(r, ["every 4 weeks", "monthly", "8-weekly"]), " to ", addr_pieces(r, x.addr, "line"), ".")
    if chance(r, 0.4):
        d.ln("Fridge thermometer checked; cold chain OK. Sharps bin collection arranged via ", ("HOSPITAL", x.pharmacy), ".")
    if chance(r, 0.35):
        d.ln("Planned travel to ", ("COUNTRY", pick(r, pools.COUNTRIES_ABROAD)), " from ", x.D(x.ahead(r.randrange(20, 60))),
             " - travel letter for ESA pens provided.")
    d.ln()
    d.ln("Next Hb: ", x.D(x.ahead(r.randrange(14, 35))), " at ", ("HOSPITAL", pick(r, [x.practice, x.sat])),
         ". Next clinic: ", x.D(x.ahead(r.randrange(35, 90))), ".")
    d.ln("Contact: ", A, " nurses ", ("PHONE", x.hosp_phone), ", ", ("EMAIL", x.dept_email))
    d.ln()
    if chance(r, 0.5):
        esign(d, x, x.nurse)
    else:
        d.ln("Signed: ", ("DOCTOR", x.nurse.full), ", ", x.nurse_title, "  ", x.lic["nurse"][0], " ", ("LICENSE", x.lic["nurse"][1]))


# ------------------------------------------------------------ renal dietitian review
def dietitian_review(d, x):
    r = x.rng
    if chance(r, 0.35):
        return genres5.dietitian_adime(d, x, job, dur)
    d.ln(pick(r, ["Renal Dietetic Review", "RENAL DIETITIAN - OUTPATIENT REVIEW", "Nutrition and Dietetics: CKD review",
                  "Dietitian Progress Note (Kidney Care)"]))
    d.ln(pick(r, ["Setting: ", "Seen: "]), pick(r, ["clinic, ", "telephone, ", "video call, ", "home visit, "]), x.D(x.date))
    d.ln()
    banner(d, x, pick(r, [1, 2, 3, 4]))
    d.ln("Referred by: ", x.Dr(x.neph), " (", pick(r, ["potassium", "phosphate", "weight loss", "pre-transplant BMI", "CKD diet education"]), ")")
    if chance(r, 0.7):
        d.ln("Present: patient and ", x.rel(0), " ", x.F(0, "full"), pick(r, [" (main cook)", " (does the shopping)", ""]))
    d.ln()
    ht = r.uniform(1.48, 1.92)
    wt = r.uniform(45, 125)
    uw = wt + r.uniform(-2, 8)
    d.ln("ANTHROPOMETRY")
    d.ln("Ht %.2f m | Wt %.1f kg | BMI %.1f kg/m2" % (ht, wt, wt / ht / ht))
    d.ln("Usual weight %.1f kg (" % uw, x.D(x.ago(r.randrange(150, 500)), pick(r, ["month_y", "mon_y"])), "), %.1f%% change" % ((wt - uw) / uw * 100))
    d.ln("MUST %d | SGA %s | Handgrip %d kg (dominant hand) | MUAC %.1f cm" % (r.randrange(0, 3), pick(r, "ABC"), r.randrange(12, 42), r.uniform(22, 34)))
    d.ln()
    d.ln("BIOCHEMISTRY (", x.D(x.series[-1]["d"]), ")")
    p = x.series[-1]
    d.ln("K+ ", str(p["k"]), " mmol/L | PO4 ", x.val(p, "po4"), " ", x.u("po4"), " | HCO3 ", str(p["bic"]), " | Alb ",
         x.val(p, "alb"), " ", x.u("alb"), " | eGFR ", str(p["egfr"]), " | HbA1c ", str(r.randrange(38, 82)), " mmol/mol")
    d.ln()
    d.ln("DIET HISTORY")
    d.ln("Lives ", pick(r, ["alone", "with " + x.rel(0), "with family"]), "; ", job(x), ". ",
         pick(r, ["Eats two meals a day.", "Skips breakfast.", "Grazes through the evening.", "Large lunch at work canteen."]))
    foods = r.sample(["bananas", "oranges and orange juice", "potato crisps", "baked beans", "dal and chapatis",
                      "yams and plantain", "processed cheese", "cola drinks", "instant noodles", "tomato-based curries",
                      "salted fish", "sourdough and Vegemite" if x.c == "Australia" else "brown bread and marmalade",
                      "coconut water", "dried fruit", "takeaway twice a week", "kumara and taro" if x.c == "New Zealand" else "jacket potatoes"], 4)
    d.ln("Regular intake of ", ", ".join(foods[:3]), " and ", foods[3], ". Fluids approx ", str(round(r.uniform(0.8, 2.5), 1)), " L/day.")
    if chance(r, 0.45):
        d.ln("Diet changes around ", holiday(x), " discussed (family gatherings, fasting, sweets).")
    if chance(r, 0.3):
        d.ln("Originally from ", ("COUNTRY", pick(r, pools.COUNTRIES_ABROAD)), "; traditional diet discussed and adapted.")
    d.ln()
    d.ln("ASSESSMENT")
    d.ln(pick(r, ["Excessive potassium intake related to high-K fruit and juices as evidenced by K+ %s." % p["k"],
                  "Inadequate protein-energy intake related to poor appetite as evidenced by weight loss.",
                  "Excess phosphate intake related to processed foods and poor binder timing.",
                  "Overweight (BMI limiting transplant listing) related to sedentary lifestyle."]))
    d.ln()
    d.ln("PLAN")
    items = [["Low potassium swaps leaflet given; double-boiling of potatoes explained."],
             ["Phosphate binder ", pick(r, ["sevelamer", "calcium acetate", "lanthanum"]), " to be taken with first mouthful of meals."],
             ["Protein target 0.8 g/kg/day (", "%.0f" % (0.8 * wt), " g)."],
             ["Salt < 5 g/day; avoid salt substitutes (LoSalt contains KCl)."],
             ["Online recipes and modules: ", ("URL", url(r, "edu")), "."],
             ["Oral nutritional supplement ", pick(r, ["Renilon 7.5", "Nepro HP", "Renapro"]), " 1 daily."],
             ["Weigh weekly; food diary for ", dur(x, "days" if x.c in ("US", "Canada") else "weeks"), "."]]
    for i, it in enumerate(r.sample(items, r.randrange(3, 6))):
        d.ln("%d) " % (i + 1), it)
    d.ln("Review: ", x.D(x.ahead(r.randrange(28, 100))), pick(r, [" (telephone)", " in clinic", " with bloods"]))
    d.ln()
    d.ln(("DOCTOR", x.diet.full), ", ", pick(r, ["Specialist Renal Dietitian", "Renal Dietitian", "RD, CSR", "Senior Dietitian (Renal)"]))
    d.ln(x.lic["dietitian"][0], ": ", ("LICENSE", x.lic["dietitian"][1]), "  Tel: ", ("PHONE", phone(r, x.c) + (ext(r) if chance(r, 0.5) else "")))
    d.ln("Email: ", x.eml(x.diet))
