"""Genres: lithium level recall letter; physical health check record."""
from core import Note, S, pick, chance, add_days, digits, letters, typo
import persona as P
import pools_places as PP


def letterhead(n, rng, c, site, service):
    n.w(site.n(), "\n")
    if service:
        n.w(service, "\n")
    n.w(site.addr.frag("\n"), "\n")
    n.w("Tel: ", S("PHONE", site.tel), "   Fax: ", S("FAX", site.fax), "\n")
    if chance(rng, 0.7):
        n.w("Email: ", S("EMAIL", site.email), "\n")


def g_recall(rng, c):
    n = Note()
    us = c.cc == "US"
    stage = pick(rng, [1, 1, 2, 3])
    letterhead(n, rng, c, c.clinic, pick(rng, ["Lithium Monitoring Service", "Mood Stabiliser Monitoring Clinic",
                                               "Community Lithium Register"]))
    if chance(rng, 0.5):
        n.w("Part of ", c.trust, "\n")
    n.w("\n")
    n.w("Our ref: ", S("IDNUM", pick(rng, ["LI/", "LMS-", "REC"]) + digits(rng, 5)), "/", c.clerk.ini(), "   ")
    n.w(c.hp_label, ": ", c.hp_s(), "\n\n")
    n.w(c.Dn(0, pick(rng, ["long", "long", c.ds])), "\n\n")
    n.w(pick(rng, ["PRIVATE AND CONFIDENTIAL\n", "Private & Confidential - Addressee only\n", ""]))
    n.w(c.title, " ", c.pt.fml(), "\n", c.addr.frag("\n"), "\n\n")
    n.w("Dear ", c.title, " ", c.pt.ln(), ",\n\n")
    li_last = add_days(c.today, -rng.randint(95, 260))
    lvl = rng.uniform(0.45, 0.95)
    n.w("Re: ", pick(rng, ["Lithium blood test", "Your lithium level", "Lithium monitoring"]),
        {1: " - due now", 2: " - SECOND REMINDER", 3: " - overdue (final reminder)"}[stage], "\n")
    n.w("Date of birth: ", c.D(c.dob), "\n\n")
    n.w(typo(rng, "Our records show that your last lithium level was taken on "), c.D(li_last, "long"), " at ",
        S("HOSPITAL", pick(rng, [c.clinic.name, c.hosp.name, c.practice.name])),
        " and was ", "%.2f" % lvl, " ", c.li_unit(), " (target range ", pick(rng, ["0.4-1.0", "0.6-0.8", "0.5-0.8"]), "). ")
    n.w("You are taking ", c.li_brand, " ", str(c.dose), " mg ", pick(rng, ["at night", "each evening", "once daily at bedtime"]), ".\n\n")
    if stage == 1:
        n.w("Your next blood test is now due. Please have your bloods taken in the next two weeks. As well as the lithium level ",
            "we will check your kidney function (U&Es, eGFR), thyroid function (TSH) and calcium.\n\n")
    elif stage == 2:
        n.w("We wrote to you on ", c.D(add_days(c.today, -rng.randint(21, 35)), "long"),
            " but we have no record of a blood test since then. You also missed the appointment on ",
            c.D(add_days(c.today, -rng.randint(5, 14)), "wdlong"), ".\n\n")
    else:
        n.w("This is our third letter. It is not safe to keep prescribing lithium without regular blood tests, because ",
            "the level can rise without you noticing and affect your kidneys and thyroid. If we do not hear from you by ",
            c.D(add_days(c.today, 14), "long"), " we will ask ", c.gp.dr(), " to review whether your prescription can continue.\n\n")
    n.w("IMPORTANT: the test must be taken 12 hours after your last dose (for example, if you take your tablets at ",
        pick(rng, ["10pm", "9pm", "22:00"]), ", come between ", pick(rng, ["9am and 11am", "9:30 and 10:30am"]),
        "). Take your tablets as usual the night before.\n\n")
    n.w("Where to go: ", pick(rng, ["Phlebotomy", "Blood Test Centre", "Pathology Collection", "Outpatients Department"]),
        ", ", c.hosp.n(), ", ",
        S("LOCATION_OTHER", c.building), ", ", c.hosp.addr.frag(), ". ")
    n.w(pick(rng, ["Walk-in 08:00-12:00 Monday to Friday", "By appointment only", "Open weekdays 7:30am-4pm"]), ".\n")
    n.w("To book or change an appointment call ", S("PHONE", c.clinic.tel), " or book online at ",
        S("URL", pick(rng, ["www.example.org/bloodtests", "https://bookings.example.net/phlebotomy",
                            "www.example.com/lithium-clinic", "https://example.org/book?svc=li"])), ".\n\n")
    n.w("Please contact your ", c.gp_word, " or us urgently if you have diarrhoea or vomiting, a new coarse tremor, ",
        "unsteadiness, blurred vision, or confusion - these can be signs of lithium toxicity. Do not take ",
        "anti-inflammatory painkillers such as ibuprofen or naproxen without asking a pharmacist.\n\n")
    if chance(rng, 0.4):
        n.w("If you have moved or changed your number, please let us know. The number we have for you is ",
            S("PHONE", c.tel_mob), ".\n\n")
    n.w("Yours sincerely,\n\n\n", c.nurse.full(), "\n", c.nurse.role, "\n")
    n.w("on behalf of Dr ", c.cons.full(), ", ", c.cons.role, "\n")
    n.w("Direct line: ", S("PHONE", c.clinic.tel + P.ext(rng)) if chance(rng, 0.5) else c.ph("land"), "\n\n")
    n.w("cc: ", c.gp.dr(), ", ", c.practice.n(), ", ", c.practice.addr.frag(), "\n")
    if stage > 1 or chance(rng, 0.5):
        n.w("cc: ", c.ccw.full(), ", ", c.ccw.role, ", ", c.team.n(), "\n")
    return n


def g_physical(rng, c):
    n = Note()
    cz = c.drug == "clozapine"
    n.w(pick(rng, ["PHYSICAL HEALTH CHECK - SEVERE MENTAL ILLNESS", "Annual Physical Health Review (SMI)",
                   "Physical Health Monitoring Record - Antipsychotic / Mood Stabiliser",
                   "PHYSICAL HEALTH CLINIC - " + ("CLOZAPINE" if cz else "LITHIUM")]), "\n")
    n.w(c.team.n(), " | ", c.trust, "\n\n")
    n.w("Name: ", c.pt.full(), "    DOB: ", c.D(c.dob), "    Age: ", c.age_s(), "    Sex: ", c.sex, "\n")
    n.w(c.hp_label, ": ", c.hp_s(), "    MRN: ", c.mrn_s())
    if chance(rng, 0.4):
        n.w("    Encounter no: ", S("ACCOUNT", c.acct))
    n.w("\n", c.gp_word, ": ", c.gp.dr(), ", ", c.practice.n(), "\n")
    n.w("Date of check: ", c.Dn(0), "   Time: ", "%02d:%02d" % (rng.randint(8, 16), pick(rng, [0, 15, 30, 45])),
        "   Location: ", c.clinic.n(), ", ", c.room_frag(), "\n")
    n.w("Completed by: ", c.nurse.full(), ", ", pick(rng, ["Physical Health Nurse", c.nurse.role, "Health Care Assistant"]), "\n")
    n.w("Type: ", pick(rng, ["annual", "6-monthly", "3-month post-initiation", "baseline"]), "\n")
    if chance(rng, 0.45):
        n.w("Accompanied by: ", c.rel, " ", c.fam.full(), " (tel ", S("PHONE", c.fam_tel), ")\n")
    if chance(rng, 0.4):
        n.w("Address confirmed: ", c.addr.frag(), "   Mobile: ", S("PHONE", c.tel_mob), "\n")
    n.w("\n")
    n.w("MEDICATION\n")
    if cz:
        n.w("- ", c.cz_brand, " ", str(c.dose), " mg/day (", str(c.dose // 3 // 25 * 25), " mg mane, ",
            str(c.dose - c.dose // 3 // 25 * 25), " mg nocte)\n")
        n.w("- ", pick(rng, ["hyoscine hydrobromide 300 micrograms nocte", "glycopyrronium 1 mg bd", "pirenzepine 25 mg nocte"]), "\n")
        n.w("- ", pick(rng, ["senna 15 mg nocte", "macrogol 1 sachet bd", "docusate 200 mg bd + senna 15 mg"]), "\n")
    else:
        n.w("- ", c.li_brand, " ", str(c.dose), " mg nocte\n")
        n.w("- ", pick(rng, ["levothyroxine 50 micrograms od", "sertraline 100 mg od", "quetiapine 100 mg nocte", "lamotrigine 200 mg od"]), "\n")
    if chance(rng, 0.5):
        n.w("- ", pick(rng, ["metformin 500 mg bd", "atorvastatin 20 mg nocte", "ramipril 5 mg od", "omeprazole 20 mg od",
                             "salbutamol inhaler prn", "aripiprazole 5 mg (augmentation)"]), "\n")
    n.w("\nMEASUREMENTS\n")
    wt = rng.uniform(58, 135)
    ht = rng.uniform(1.52, 1.92)
    prev_wt = wt - rng.uniform(-3, 9)
    bpdev = pick(rng, PP.BP_MODELS)
    n.w("Weight ", "%.1f" % wt, " kg (", "%.1f" % prev_wt, " kg on ", c.Dn(-rng.randint(150, 200)), ")   Height ", "%.2f" % ht,
        " m   BMI ", "%.1f" % (wt / (ht * ht)), " kg/m2   Waist ", str(rng.randint(78, 132)), " cm\n")
    n.w("BP ", "%d/%d" % (rng.randint(104, 162), rng.randint(62, 100)), " sitting (", bpdev, ", SN ", S("DEVICE", P.device_sn(rng)),
        ")   Pulse ", str(rng.randint(62, 118)), " ", pick(rng, ["regular", "regular", "irregular"]), "   SpO2 ",
        str(rng.randint(94, 99)), "%   Temp ", "%.1f" % rng.uniform(36.1, 37.3), "\n")
    if chance(rng, 0.4):
        n.w("Capillary glucose ", "%.1f" % rng.uniform(4.2, 11.5), " mmol/L (", pick(rng, PP.GLUCO_MODELS), " meter ",
            S("DEVICE", P.device_sn(rng)), ")\n")
    n.w("\nBLOODS (sample ", c.Dn(-rng.randint(3, 10)), ", lab no ", c.sid(), ")\n")
    n.w("HbA1c ", ("%.1f%%" % rng.uniform(5.0, 7.6)) if c.cc == "US" else (str(rng.randint(34, 62)) + " mmol/mol (<42)"), "   Fasting glucose ", "%.1f" % rng.uniform(4.4, 8.2),
        "   Total chol ", "%.1f" % rng.uniform(3.6, 7.4), "   HDL ", "%.1f" % rng.uniform(0.7, 1.8), "   TG ",
        "%.1f" % rng.uniform(0.8, 4.2), "   non-HDL ", "%.1f" % rng.uniform(2.5, 5.8), "\n")
    n.w("U&E: Na ", str(rng.randint(134, 144)), ", K ", "%.1f" % rng.uniform(3.6, 5.1), ", creat ", str(rng.randint(55, 125)),
        ", eGFR ", str(rng.randint(48, 105)), "   LFTs: ALT ", str(rng.randint(12, 78)), ", ALP ", str(rng.randint(40, 130)), "\n")
    if cz:
        wbc = rng.uniform(3.9, 9.5)
        n.w("FBC: WBC ", "%.1f" % wbc, ", ANC ", "%.1f" % (wbc * rng.uniform(0.5, 0.7)), " - GREEN.  CRP ",
            str(rng.randint(1, 12)), ".  Clozapine level ", str(rng.randint(250, 780)), " µg/L\n")
    else:
        n.w("Lithium ", "%.2f" % rng.uniform(0.45, 0.95), " ", c.li_unit(), " (12-h)   TSH ", "%.1f" % rng.uniform(0.5, 6.8),
            " mU/L   Adj Ca ", "%.2f" % rng.uniform(2.2, 2.68), " mmol/L   PTH ", "%.1f" % rng.uniform(3, 9.5), " pmol/L\n")
    n.w("Prolactin ", str(rng.randint(90, 900) if cz else rng.randint(80, 420)), " mU/L\n")
    n.w("\nECG ", c.Dn(-rng.randint(0, 6)), " - ", pick(rng, PP.ECG_MODELS), " serial ", S("DEVICE", P.device_sn(rng)),
        ": sinus rhythm ", str(rng.randint(64, 112)), " bpm, QTc ", str(rng.randint(398, 468)), " ms (",
        pick(rng, ["Bazett", "Fridericia"]), "), ", pick(rng, ["no ST changes", "incomplete RBBB", "T-wave flattening V5-6 (old)",
                                                        "no Brugada pattern; no WPW"]), "\n")
    n.w("QRISK3: ", "%.1f" % rng.uniform(2, 24), "%   Cardiometabolic risk discussed.\n")
    n.w("PMH: ", pick(rng, ["Hashimoto's thyroiditis", "Crohn's disease", "Gilbert's syndrome", "Raynaud's", "asthma",
                            "Graves' disease (treated)", "obstructive sleep apnoea (CPAP)", "nil significant"]), "\n")
    if c.sex == "F" and 18 <= c.age <= 45:
        n.w("Obstetric: G", str(rng.randint(0, 3)), "P", str(rng.randint(0, 2)), "; pregnancy planning discussed",
            " (lithium - Ebstein's anomaly risk, needs specialist perinatal advice)" if not cz else
            " (clozapine - continue, inform perinatal team; monitor for gestational diabetes)", "\n")
    n.w("\nLIFESTYLE\n")
    sm = pick(rng, ["current smoker, ", "ex-smoker since ", "never smoked", "vapes, "])
    if sm == "current smoker, ":
        n.w("Smoking: ", sm, str(rng.randint(5, 40)), "/day. Offered referral to stop-smoking service",
            " - NB clozapine levels rise when stopping (CYP1A2); clozapine team must be told before a quit date.\n" if cz else ".\n")
    elif sm == "ex-smoker since ":
        n.w("Smoking: ", sm, S("DATE", str(c.today.year - rng.randint(1, 8))), "\n")
    elif sm == "vapes, ":
        n.w("Smoking: ", sm, pick(rng, ["18 mg/ml nicotine, daily", "ex-smoker, switched to vaping", "occasional"]), "\n")
    else:
        n.w("Smoking: ", sm, "\n")
    n.w("Alcohol: ", str(rng.randint(0, 28)), " units/week (AUDIT-C ", str(rng.randint(0, 9)), ")   Drugs: ",
        pick(rng, ["denies", "cannabis weekends", "none"]), "\n")
    n.w("Diet/activity: ", pick(rng, ["walks dog daily", "sedentary, TV most of day", "attends gym 2x/week",
                                     "plays five-a-side on Thursdays"]), "\n")
    if c.employed:
        n.w("Occupation: ", S("PROFESSION", c.prof), " (", pick(rng, ["part-time", "full-time", "casual"]), ") at ", c.org(c.employer), "\n")
    else:
        n.w("Occupation: previously ", S("PROFESSION", c.prof), "; not currently working\n")
    if chance(rng, 0.35):
        n.w("Attends ", c.org(pick(rng, [c.ngo, c.club, c.college])), " weekly.\n")
    n.w("\nSCREENING\n")
    if cz:
        n.w("Bowels: ", pick(rng, ["daily", "every 2 days", "every 3 days", "twice weekly"]), ", Bristol type ", str(rng.randint(1, 6)),
            ". GASS score ", str(rng.randint(6, 38)), ". Hypersalivation: ", pick(rng, ["yes, nocturnal", "no", "mild"]),
            ". Enuresis: ", pick(rng, ["no", "occasional"]), "\n")
    else:
        n.w("Tremor: ", pick(rng, ["fine postural tremor", "none", "mild, stable"]), ". Polyuria/polydipsia: ",
            pick(rng, ["nocturia x2", "drinks ~3 L/day", "no"]), ". Skin: ", pick(rng, ["acne flare", "psoriasis stable", "normal"]), "\n")
    n.w("Dental: last seen ", c.D(add_days(c.today, -rng.randint(200, 900)), "my"), "   Eye test: ",
        pick(rng, ["up to date", "overdue"]), "   Sexual health: discussed\n")
    if c.sex == "F":
        n.w("Cervical screening: ", pick(rng, ["up to date", "overdue - reminded", "declined"]),
            "   Contraception: ", pick(rng, ["implant", "none", "COCP", "post-menopausal"]), "\n")
    if c.age >= 50:
        n.w("Bowel screening kit: ", pick(rng, ["returned", "not returned - new kit requested"]), "\n")
    if chance(rng, 0.3):
        n.w("Relevant history: ", pick(rng, ["father had MI aged ", "mother has type 2 diabetes, diagnosed at ",
                                             "brother died of sudden cardiac death at "]), S("AGE", str(rng.randint(38, 66))), "\n")
    n.w("\nPLAN\n")
    n.w("1. Results shared with ", c.gp_word, " - letter to ", c.practice.n(), " (fax ", S("FAX", c.practice.fax), ").\n")
    n.w("2. Referred to ", pick(rng, ["dietitian", "weight management group", "smoking cessation", "diabetes education"]),
        " - appointment ", c.D(add_days(c.today, rng.randint(10, 40)), "wd" if chance(rng, 0.4) else None), ".\n")
    n.w("3. Next full check due: ", c.D(add_days(c.today, pick(rng, [91, 182, 365])), "my" if chance(rng, 0.4) else None), ".\n")
    n.w("\nSigned: ", c.nurse.full(), " ", c.cred_nurse, "   ", c.lic(c.nurse), "   ", c.Dn(0), "\n")
    return n
