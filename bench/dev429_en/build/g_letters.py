"""Genres: ACHD clinic letter, transition clinic note, pregnancy counselling note."""
import datetime

from doc import Doc, P
from case import Case
import blocks as B
import fake as F
import findings as FD
import pool_clinical as C
import pool_places as PL


def _ref(d, K):
    d.w(K.rng.choice(["Our ref: ", "Ref: ", "Our Ref "]), K.dr("cons", "initials"), "/",
        P(K.s("sec").initials().lower(), "DOCTOR"))
    if K.rng.random() < 0.5:
        d.w("/ACHD")
    d.nl()


def _narrative(d, K, intro=True):
    rng = K.rng
    he, his, him = K.he(), K.his(), K.him()
    opt = rng.randint(0, 3) if intro else -1
    if opt == -1:
        d.w(he.capitalize(), " was seen today", rng.choice(["", " for annual review", " for follow-up"]))
    elif opt == 0:
        d.w("I reviewed ", K.pn("first"), " in the ACHD clinic today")
    elif opt == 1:
        a = K.age_p() if rng.random() < 0.7 else P(F.words(K.age), "AGE")
        d.w("Thank you for asking me to see this ", a, "-year-old ", P(K.prof, "PROFESSION"),
            " with ", K.L["short"])
    elif opt == 2:
        d.w(K.pt_title_last(), " attended the adult congenital clinic today")
    else:
        d.w("I was pleased to see ", K.pn("full"), " (", K.age_p(), ") for routine review")
    if rng.random() < 0.4:
        rel, fp = K.fam()
        d.w(", accompanied by ", his, " ", rel, " ", fp)
    d.w(". ")
    last = K.rel(-rng.randint(200, 500))
    d.w("Since ", rng.choice(["I last saw %s in " % him, "the last review in ", "%s last visit in " % his]),
        K.d(last, rng.choice(["my", "mony", "num"])), " ", he, rng.choice([
            " has remained well", " reports stable exercise tolerance", " has had a difficult year",
            " describes gradually reducing exercise capacity"]), ". ")
    if rng.random() < 0.5:
        ev = K.rel(-rng.randint(20, 180))
        d.w(he.capitalize(), " attended ", P(K.local_hosp, "HOSPITAL"), " ED on ", K.d(ev),
            rng.choice([" with palpitations; ECG showed atrial flutter 2:1, DC cardioversion performed",
                        " with a presyncopal episode; telemetry unremarkable",
                        " with chest pain; troponin negative x2", " with a chest infection, treated with doxycycline"]), ". ")
    if rng.random() < 0.12:
        d.w(rng.choice(["Had a chest infection over ", "Was unwell with COVID-19 over ", "Travelled to see family at "]),
            P(rng.choice(["Christmas", "Easter", "Diwali", "Eid", "Thanksgiving", "New Year"]), "DATE"), ". ")
    d.w(rng.choice(["Walks the dog 40 min daily without limitation. ", "Manages two flights of stairs, stops at the top. ",
                    "Cycles to work most days. ", "Breathless on hills, NYHA %s. " % K.L["nyha"],
                    "Plays %s weekly. " % rng.choice(["badminton", "netball", "football", "tennis"])]))
    d.w(rng.choice(C.SYMPTOMS_NEG), " ", rng.choice(C.SYMPTOMS_NEG)).nl(2)
    if rng.random() < 0.7:
        d.w(his.capitalize(), rng.choice([" job as a ", " work as a "]), P(K.prof, "PROFESSION"))
        if rng.random() < 0.6:
            d.w(" at ", P(K.employer, "ORGANIZATION"))
        d.w(rng.choice([" is going well.", " is physically demanding but manageable.", " involves shift work."]))
        if K.sex == "F" and K.age < 45 and rng.random() < 0.6:
            d.w(" We discussed contraception; ", rng.choice(["she uses the %s." % rng.choice(C.MEDS["contra"]).split(" (")[0],
                                                            "she is not currently planning a pregnancy.",
                                                            "she would like pre-conception counselling next year."]))
        d.nl(2)


def _investigations(d, K):
    rng = K.rng
    d.ln(rng.choice(["Investigations:", "Investigations today", "Results:"]))
    d.ln("ECG: ", FD.ecg(rng, K.L), ".")
    ech = FD.echo_text(rng, K.L)
    d.ln("Echo (", K.dv(rng.choice(["num", "short"])), "): ", " ".join(ech[:2]))
    if rng.random() < 0.5:
        cm = K.rel(-rng.randint(60, 400))
        rows = FD.cmr_rows(rng, K.L)
        d.ln("CMR ", K.d(cm, rng.choice(["my", "mony"])), ": ", "; ".join("%s %s %s" % (a, b, c) for a, b, c, _ in rows[:5]).strip())
    if rng.random() < 0.45:
        v = FD.cpet_vals(rng, K.L)
        d.ln("CPET: peak VO2 %s ml/kg/min (%s%% predicted), VE/VCO2 slope %s, peak HR %s, SpO2 nadir %s%%." % (
            v["pvo2"], v["pct"], v["slope"], v["hr_peak"], v["sats_peak"]))
    if rng.random() < 0.6:
        d.ln("Bloods: Hb %d g/L, creatinine %d umol/L, NT-proBNP %d ng/L%s." % (
            rng.randint(118, 168) if K.L["key"] != "eisen" else rng.randint(186, 212), rng.randint(55, 105),
            rng.randint(45, 1200), rng.choice(["", ", INR 2.4", ", ferritin 18 (low)", ", ALT 46, GGT 88"])))
    d.nl()


def _plan(d, K):
    rng = K.rng
    d.ln(rng.choice(["Plan:", "PLAN", "Impression and plan:", "Recommendations:"]))
    items = []
    k = K.L["key"]
    mo = rng.choice([6, 12, 12, 18])
    nxt = K.rel(mo * 30 + rng.randint(-5, 10))
    items.append(["Review in ACHD clinic in %d months (" % mo, K.d(nxt, rng.choice(["my", "mony"])), ") with ECG and echo"])
    if k in ("rtof", "pa_conduit"):
        items.append(["Discuss at surgical/interventional MDT regarding ", rng.choice(["pulmonary valve replacement",
                                                                                        "PPVI candidacy", "conduit intervention"])])
    if k == "fontan":
        items.append(["Liver surveillance: ultrasound + elastography and AFP every 12 months; hepatology ",
                      K.dr("hep", "title_last"), " aware"])
    if k in ("tga_atrial", "cctga") and rng.random() < 0.6:
        items.append(["Up-titrate ", rng.choice(C.MEDS["acei"]).split(" ")[0], "; U&E in 2 weeks via the ",
                      K.gp_word()])
    if K.L["device"]:
        items.append(["Device check due ", K.d(K.rel(rng.randint(60, 200)), "my"), " in pacing clinic"])
    if rng.random() < 0.5:
        if rng.random() < 0.5:
            items.append(["CMR booked for ", K.d(K.rel(rng.randint(90, 300)))])
        else:
            items.append(["CMR ", rng.choice(["in 12 months", "before next visit"])])
    items.append([rng.choice(["Endocarditis prevention advice reiterated; 6-monthly dental review",
                              "Annual influenza and COVID-19 vaccination recommended",
                              "No driving restrictions (Group 1)", "Encouraged regular aerobic exercise"])])
    if rng.random() < 0.3:
        items.append(["Information leaflet: ", P(F.url(rng), "URL")])
    for i, it in enumerate(items):
        d.ln("%d. " % (i + 1), it)


def clinic_letter(rng, lower):
    K = Case(rng)
    d = Doc(rng, lower)
    us = K.c == "US" or (K.c == "CA" and rng.random() < 0.5)
    if us:
        d.ln(P(K.centre, "HOSPITAL"), " - ", rng.choice(["Adult Congenital Heart Program", "ACHD Clinic", "Congenital Heart Center"]))
        d.ln("OUTPATIENT CLINIC NOTE")
        d.ln("Patient: ", K.pn("comma"), "    MRN: ", P(K.mrn, "MRN"), "    DOB: ", K.d(K.dob, "num"),
             "    Age: ", K.age_p(), "    Sex: ", K.sex)
        d.ln("Visit date: ", K.dv("num"), "    Encounter #: ", P(K.acct, "ACCOUNT"), "    Location: ",
             rng.choice(["ACHD Clinic", "Heart Center 3rd floor"]), ", Room ", P(str(rng.randint(1, 24)), "LOCATION_OTHER"))
        d.ln("Attending: ", K.dr("cons", "title_full"), "    Referring: ", K.dr("gp", "title_full"), ", ",
             P(K.practice, "HOSPITAL"))
        if rng.random() < 0.6:
            d.ln("Insurance: ", P(rng.choice(PL.INSURERS[K.c]), "ORGANIZATION"), "  Member ID: ", P(K.plan, "HEALTHPLAN"))
        d.nl().ln("CHIEF COMPLAINT: ", rng.choice(["Routine ACHD follow-up", "Annual review", "Increasing dyspnea on exertion",
                                                   "Palpitations"]))
        d.nl().ln("HISTORY OF PRESENT ILLNESS:")
        d.w(K.pn("first" if rng.random() < 0.5 else "full"), " is a ", K.age_p(), " y/o ",
            "man" if K.sex == "M" else "woman", " with ", K.L["dx"], ". ")
        _narrative(d, K, intro=False)
        B.dx_block(d, K, head="PAST CARDIAC HISTORY:")
        d.nl()
        B.meds_block(d, K, head="MEDICATIONS:")
        d.nl()
        B.social_block(d, K, head=False)
        d.nl()
        B.exam_line(d, K)
        d.nl()
        _investigations(d, K)
        d.ln("ASSESSMENT: ", K.L["short"], ", NYHA ", K.L["nyha"], ", ", rng.choice(["stable.", "clinically stable.",
                                                                                  "with progressive RV dilatation."]))
        _plan(d, K)
        d.nl()
        B.e_sign(d, K, "cons")
        if rng.random() < 0.5:
            d.ln(K.lic("cons"))
        if rng.random() < 0.4:
            d.ln("Scribed by ", K.nm("scribe"), " for ", K.dr("cons", "title_last"))
        B.cc_block(d, K, patient=False)
        return d, K
    K.centre_block(d)
    d.nl()
    _ref(d, K)
    d.ln("Clinic date: ", K.dv(), "    Dictated: ", K.d(K.rel(rng.randint(0, 3))), "    Typed: ",
         K.d(K.rel(rng.randint(4, 14))))
    d.nl()
    d.ln(K.dr("gp", "title_full"))
    d.ln(P(K.practice, "HOSPITAL"))
    d.ln(F.addr_items(K.practice_addr, K.c))
    d.nl()
    d.ln("Dear ", K.dr("gp", "title_last"), ",").nl()
    d.w("Re: ", K.pn(rng.choice(["upper", "full", "comma"])), "   ")
    K.ids_line(d)
    d.ln("    ", K.pt_addr(", "))
    d.nl()
    B.dx_block(d, K)
    d.nl()
    B.meds_block(d, K)
    d.nl()
    _narrative(d, K)
    B.exam_line(d, K)
    d.nl()
    _investigations(d, K)
    if rng.random() < 0.5:
        B.hard_neg_line(d, K)
        d.nl()
    _plan(d, K)
    B.signoff(d, K)
    B.cc_block(d, K, gp=False)
    return d, K


def transition_clinic(rng, lower):
    age = rng.randint(15, 19)
    K = Case(rng, age=age)
    d = Doc(rng, lower)
    he, his, him = K.he(), K.his(), K.him()
    d.ln(P(K.centre, "HOSPITAL"), rng.choice([" | ", " - ", "\n"]), rng.choice([
        "Congenital Heart Transition Clinic", "Young Adult Congenital Heart (Transition) Clinic",
        "Adolescent & Young Adult Heart Clinic"]))
    d.ln(rng.choice(["Joint clinic: ", "Seen by: "]), K.dr("paed", "title_full"), " (paediatric cardiology, ",
         P(K.child_hosp, "HOSPITAL"), "), ", K.dr("cons", "title_full"), " (ACHD) and ", K.nm("tnurse", "full"),
         rng.choice([" (transition CNS)", ", Clinical Nurse Specialist"]))
    d.ln("Date: ", K.dv(rng.choice(["wd", "num", "long"])))
    d.w("Name: ", K.pn("full"), "   ")
    K.ids_line(d)
    d.ln("Age: ", K.age_p(), "   Diagnosis: ", K.L["dx"])
    d.nl()
    rel, fp = K.fam(rng.choice(["mother", "father", "mother", "aunt"]), "full")
    d.ln("Attended with ", his, " ", rel, " ", fp, ". ", K.pn("first"), " was seen alone for part of the consultation.")
    d.nl().ln("Background")
    if K.L["events"]:
        K.hist_block(d)
    else:
        d.ln("No cardiac surgery or catheter intervention to date.")
    for pr in K.L["problems"]:
        d.ln("- ", pr)
    d.nl().ln("Since last seen")
    d.w(K.pn("first"), rng.choice([" has been well", " reports some tiredness at school", " has had no hospital admissions",
                                   " had one episode of palpitations at a party"]), ". ")
    d.w(rng.choice(["Enjoys ", "Has stopped ", "Keen on ", "Back to "]), rng.choice(["football", "hockey", "dance", "swimming",
                                                                               "basketball", "netball"]),
        " at ", P(rng.choice(PL.SCHOOLS), "ORGANIZATION"), ". ")
    if rng.random() < 0.6:
        d.w("Part-time job as a ", P(rng.choice(["barista", "retail assistant", "kitchen porter", "lifeguard",
                                                 "waitress", "swimming instructor", "farm labourer"]), "PROFESSION"))
        if rng.random() < 0.5:
            d.w(" at ", P(rng.choice(PL.EMPLOYERS), "ORGANIZATION"))
        d.w(". ")
    d.nl(2)
    d.ln("HEADSS (seen alone)")
    d.ln("H: lives with ", rel, " and ", rng.choice(["younger brother", "two sisters", "stepdad", "grandmother"]),
         " in ", P(K.addr["city"], "CITY"), ". Good relationships.")
    d.ln("E: ", rng.choice(["Year 12", "Year 13", "Grade 11", "first year of college", "apprenticeship"]), " at ",
         P(rng.choice(PL.SCHOOLS), "ORGANIZATION"), "; ", rng.choice(["hoping to study nursing", "wants to be an electrician",
                                                                       "predicted good grades", "some missed days for appointments"]), ".")
    d.ln("A: ", rng.choice(["gym 3x/week", "plays in a band", "gaming, walks the dog", "cycling at weekends"]), ".")
    d.ln("D: ", rng.choice(["occasional alcohol at weekends, no drugs", "no alcohol, no smoking", "vapes, discussed",
                            "tried cannabis once"]), ". Caffeine/energy drinks discussed.")
    d.ln("S: ", rng.choice(["not sexually active", "in a relationship", "sexually active, uses condoms"]),
         ". ", "Contraception advice given - avoid oestrogen-containing methods." if K.sex == "F" and K.L["key"] in ("fontan", "eisen", "tga_atrial")
         else "Sexual health information given.")
    d.ln("S: mood ", rng.choice(["good", "low at times, PHQ-9 8", "anxious before exams, GAD-7 9"]), "; no self-harm.")
    d.nl().ln("Knowledge / self-management (", rng.choice(["Ready Steady Go", "TRANSITION-Q", "Ready Steady Go - Hello"]),
              rng.choice([" score %d/%d)" % (rng.randint(14, 26), 28), ")"]))
    d.ln("- Can name condition: ", rng.choice(["yes", "partly", "yes, can draw it"]))
    d.ln("- Knows medications: ", rng.choice(["yes", "not the doses", "n/a"]), "; ", ", ".join(m.split(" ")[0] for m in K.L["meds"]))
    d.ln("- Endocarditis risk/dental hygiene: discussed; no piercings/tattoos advised")
    d.ln("- Books own prescriptions via ", P(rng.choice(PL.PHARMACIES), "HOSPITAL"), ": ", rng.choice(["yes", "not yet"]))
    if rng.random() < 0.6:
        d.w("- Registered on patient portal (", P(F.url(rng), "URL"), "), username ",
            P(F.username(rng, K.pt.first, K.pt.last) + str(rng.randint(1, 99)), "USERNAME")).nl()
    if K.age >= 17 and rng.random() < 0.5:
        d.w("- Learning to drive; ", rng.choice(["no DVLA restriction", "no restriction for Group 1 licence"]))
        if rng.random() < 0.5:
            d.w(", practises in ", rel, "'s car ", P(F.plate(rng, K.c), "VEHICLE"))
        d.nl()
    d.nl()
    v = FD.vitals(rng, K.L)
    d.ln("Exam: Ht ", v["ht"], " cm, Wt ", v["wt"], " kg, BP ", v["bp"], ", HR ", v["hr"], ", SpO2 ", v["sats"], "%.")
    d.ln("ECG: ", FD.ecg(rng, K.L), ". Echo: ", FD.echo_text(rng, K.L)[0])
    if rng.random() < 0.5:
        B.hard_neg_line(d, K)
    d.nl().ln("Plan")
    first_adult = K.rel(rng.randint(120, 400))
    d.ln("1. Transfer of care to the adult congenital service at ", P(K.centre, "HOSPITAL"), "; first adult appointment ",
         K.d(first_adult, rng.choice(["my", "num", "long"])))
    d.ln("2. ", K.pn("first"), " to attend next visit independently for the first part")
    d.ln("3. ", rng.choice(["CMR before transfer", "CPET before transfer", "Holter before next review"]))
    d.ln("4. Contact transition nurse on ", P(F.phone(rng, K.c), "PHONE"), " or ", P(K.team_email, "EMAIL"))
    d.nl()
    d.ln(K.nm("tnurse", "full"), ", Transition Clinical Nurse Specialist")
    d.ln(K.dr("paed", "title_full"), ", Consultant Paediatric Cardiologist")
    if rng.random() < 0.5:
        B.cc_block(d, K, patient=rng.random() < 0.5, local=False)
    return d, K


def pregnancy_counselling(rng, lower):
    age = rng.randint(19, 42)
    K = Case(rng, age=age, sex="F")
    d = Doc(rng, lower)
    pregnant = rng.random() < 0.55
    d.ln(P(K.centre, "HOSPITAL"))
    d.ln(rng.choice(["Joint Cardiac-Obstetric Clinic", "Maternal Cardiology Clinic", "Pre-conception counselling - ACHD",
                     "Cardiac Disease in Pregnancy Clinic"]))
    d.ln("Date of clinic: ", K.dv())
    d.w("Patient: ", K.pn(rng.choice(["full", "comma_mixed"])), "  ")
    K.ids_line(d, sep="  ")
    d.ln("Clinicians: ", K.dr("cons", "title_full"), " (ACHD), ", K.dr("obs", "title_full"), " (",
         rng.choice(["Maternal Medicine", "Obstetrics", "Fetal Medicine"]), "), ", K.nm("midwife", "full"),
         rng.choice([" (specialist midwife)", ", RM"]))
    d.nl()
    rel, fp = K.fam(rng.choice(["partner", "husband"]), "full")
    d.w(K.age_p(), rng.choice(["yo ", "-year-old ", " y/o "]), P(K.prof, "PROFESSION"), " with ", K.L["dx"], ". ")
    d.w("Attended with ", rel, " ", fp)
    if rng.random() < 0.6:
        d.w(", a ", P(rng.choice(["postman", "chef", "civil engineer", "soldier", "electrician", "accountant",
                                  "lorry driver", "software developer", "nurse"]), "PROFESSION"))
    d.w(". ")
    g = rng.randint(1, 4)
    p = rng.randint(0, g - 1)
    if pregnant:
        lmp = K.rel(-rng.randint(50, 150))
        wk = (K.visit - lmp).days // 7
        dd = (K.visit - lmp).days % 7
        edd = lmp + datetime.timedelta(days=280)
        d.w("G%dP%d, currently %d+%d weeks by dates (LMP " % (g, p, wk, dd), K.d(lmp), ", EDD ", K.d(edd), "). ")
        x = rng.randint(0, 2)
        if x == 1:
            d.w("Booked at ", P(rng.choice(PL.DISTRICT[K.c]), "HOSPITAL"), ".")
        else:
            d.w(["Dating scan concordant.", "", "Booking bloods normal."][x])
    else:
        d.w("G%dP%d. Planning a pregnancy %s. " % (g - 1, max(p - 1, 0), rng.choice(["in the next year", "soon",
                                                                                 "after her wedding"])))
        if rng.random() < 0.5:
            d.w("Wedding planned for ", K.d(K.rel(rng.randint(60, 300)), rng.choice(["my", "long"])), ". ")
    d.nl(2)
    d.ln("Cardiac history:")
    K.hist_block(d)
    for pr in K.L["problems"]:
        d.ln("- ", pr)
    d.nl()
    B.meds_block(d, K, extra=[rng.choice(C.MEDS["preg"])] if pregnant else [rng.choice(C.MEDS["contra"])])
    d.nl()
    v = FD.vitals(rng, K.L, preg=pregnant)
    d.ln("BP ", v["bp"], ", HR ", v["hr"], ", SpO2 ", v["sats"], "%, weight ", v["wt"], " kg. ", FD.ecg(rng, K.L), ".")
    d.ln("Echo today: ", " ".join(FD.echo_text(rng, K.L)[:2]))
    d.nl().ln("Risk assessment")
    d.ln("- mWHO class ", K.L["mwho"])
    d.ln("- CARPREG II score %d (predicted risk of maternal cardiac event %d%%)" % (rng.randint(0, 6), rng.choice([5, 10, 15, 22, 41])))
    d.ln("- ZAHARA score %.1f" % rng.choice([0.0, 0.75, 1.0, 1.5, 2.5, 3.0]))
    d.ln("- Recurrence risk of CHD in offspring ", rng.choice(["~3-5%", "~4%", "50% (22q11.2 deletion)"]),
         "; fetal echo at 18-22 weeks")
    if rng.random() < 0.5:
        B.hard_neg_line(d, K)
    d.nl().ln("Discussion")
    if K.L["key"] == "eisen":
        d.w("Pregnancy is contraindicated (mWHO IV); maternal mortality quoted 20-50%. We discussed termination options and ",
            "highly effective contraception (", rng.choice(C.MEDS["contra"]).split(" (")[0], "). ")
    else:
        d.w("Pregnancy is ", rng.choice(["likely to be well tolerated", "feasible with close monitoring",
                                         "associated with a moderately increased risk"]), ". ")
    if any("Warfarin" in m for m in K.L["meds"]):
        d.w("Warfarin embryopathy risk explained; plan switch to LMWH (anti-Xa monitored) weeks 6-12. ")
    if any(m.split(" ")[0] in ("Ramipril", "Enalapril", "Lisinopril", "Perindopril", "Candesartan", "Sacubitril/valsartan",
                               "Bosentan", "Macitentan", "Ambrisentan", "Amiodarone") for m in K.L["meds"]):
        d.w("Teratogenic medication identified - to stop/switch before conception. ")
    d.w(rng.choice(["Vaginal delivery with low-dose epidural anticipated. ", "Assisted second stage recommended. ",
                    "Mode of delivery per obstetric indications. "]))
    d.w("Delivery to be planned at ", P(K.centre, "HOSPITAL"), rng.choice([" (level 3 maternity unit).", "."]))
    d.nl(2).ln("Plan")
    if pregnant:
        d.ln("1. Cardiac review at 20, 28, 32 and 36 weeks; next ", K.d(K.rel(rng.randint(21, 60))))
        d.ln("2. Fetal echocardiogram with ", K.dr("fetal", "title_last"), " at 20 weeks")
        d.ln("3. Obstetric anaesthetic review in 3rd trimester")
        d.ln("4. Postpartum monitoring on ", P(rng.choice(PL.WARDS), "HOSPITAL"), " for 48 h")
    else:
        d.ln("1. Baseline CPET and NT-proBNP before conception")
        d.ln("2. Start folic acid 400 mcg (5 mg if on antiepileptics/high BMI)")
        d.ln("3. Contact ", K.nm("midwife", "first"), " on ", P(F.phone(rng, K.c), "PHONE"), " when pregnancy test positive")
    d.nl()
    d.ln(K.dr("cons", "title_full"), ", ", rng.choice(["Consultant Cardiologist", "ACHD Consultant"]))
    d.ln(K.dr("obs", "title_full"), ", ", rng.choice(["Consultant Obstetrician", "Maternal Medicine Consultant"]))
    if rng.random() < 0.5:
        d.ln("Dictated by ", K.dr("fellow", "title_full"), " (ACHD fellow); typed ",
             P(K.s("sec").initials().lower(), "DOCTOR"))
    B.cc_block(d, K, patient=rng.random() < 0.4, local=False)
    return d, K
