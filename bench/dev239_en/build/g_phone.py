"""Genres: telephone encounter; bariatric MDT meeting outcomes."""
import clin as K
import common as C
import pools as P


def _triage_list(c, b):
    qs = [("Fever/rigors", c.r("denies", "no", "felt hot last night", "37.8 at home")),
          ("Abdominal pain", c.r("mild, incisional", "none", "%d/10 epigastric" % c.ri(2, 8), "L shoulder tip")),
          ("Vomiting", c.r("none", "x1 this am", "after solids only", "x3 today")),
          ("Fluids", "~%d mL/day" % c.ri(500, 1800)),
          ("Urine output", c.r("normal", "reduced, dark", "ok")),
          ("Bowels", c.r("not opened x3 days", "opened today", "loose stools")),
          ("Calf pain/SOB", c.r("denies", "no")),
          ("Wounds", c.r("clean/dry", "slight redness LUQ", "steri-strips intact")),
          ("Meds", c.r("taking enoxaparin as instructed", "missed PPI x2", "taking all meds crushed/liquid"))]
    bullet = c.r("  - ", "  * ", "  ")
    for q, a in c.rng.sample(qs, c.ri(5, len(qs))):
        b.line(bullet, q, ": ", a)


def _kin_age(c, rel):
    if rel in ("mother", "father"):
        return min(94, c.age + c.ri(19, 34))
    if rel in ("son", "daughter"):
        return max(16, c.age - c.ri(19, 34))
    return max(18, c.age + c.ri(-6, 6))


def g_phone(c, b):
    us = c.cc == "US"
    b.line(c.r("TELEPHONE ENCOUNTER", "Telephone Note", "Phone call - Bariatric nurse line", "Telephone Triage", "Phone msg",
               "Nurse Advice Line - Call Record"))
    t = "%02d:%02d" % (c.ri(7, 18), c.ri(0, 59))
    b.line(c.r("Date/Time: ", "Call received: ", ""), c.dt(c.d0), " ", t, c.r("", "   Duration %d min" % c.ri(3, 25), "   (after-hours)"))
    b.line(c.r("Patient: ", "Pt: ", "Re: "), c.P(c.r("LF", "full", "lf")), "   ", C.pt_id(c), c.r("", ["   DOB ", c.dt(c.dob)]),
           c.r("", ["   Age ", c.age_items(f="bare")]))
    if c.p(0.5):
        b.line("Surgeon: ", c.D("surgeon", c.r("t_last", "t_full")), "   Procedure: ", c.r("LSG", "RYGB", "OAGB", "pre-op", "GLP-1 program"))
    caller_self = c.p(0.55)
    if caller_self:
        b.line("Caller: ", c.r("patient", "self", "pt"), "   Callback: ", c.phone("pt"), c.r("", [" (alt ", c.phone("pt2", "land"), ")"]))
    else:
        k = c.kin()
        b.line("Caller: ", c.r("", "pt's "), k, c.r("", [" (", (str(_kin_age(c, k[0])), "AGE"), ")"]),
               c.r("", " - on consent form", " - verbal consent from pt"), "   Callback: ", c.phone("fam", "mob"))
    if c.p(0.3):
        b.line("Encounter #: ", c.acct())
    if c.p(0.5):
        b.line("Allergies: ", c.r("NKDA", "penicillin", "codeine (vomiting)", "latex", "nil known"), "   Last clinic: ",
               c.dt(c.day(-c.ri(14, 120)), c.r(None, "dm", "dmn")), c.r("", [" (", c.D(c.r("surgeon", "dietitian", "physician"), "t_last"), ")"]))
    b.add("\n")
    v = c.ri(0, 6)
    surg = c.day(-c.ri(3, 20))
    pod = (c.d0 - surg).days
    if v == 0:
        b.line("Reason: ", c.r("nausea", "vomiting", "unable to tolerate fluids", "abdominal pain"), " - ", c.r("sleeve", "RYGB", "bypass"), " ",
               c.dt(surg, c.r(None, "dm", "dmn")), " (POD ", str(pod), ").")
        b.line("Triage questions:")
        _triage_list(c, b)
        b.line("HR ", c.r("unknown", str(c.ri(80, 124)) + " on smartwatch", str(c.ri(70, 110)) + " per home BP cuff"), "; BP ",
               c.r("not checked", "%d/%d" % (c.ri(95, 150), c.ri(55, 95))), ".")
        if c.p(0.4):
            b.line("Advised to attend ", c.r("ED", "A&E" if c.cc == "UK" else "ED", "the surgical assessment unit"), " at ", c.H(),
                   " now for assessment (?leak/dehydration). ", c.r("Registrar ", "On-call ", "Surgeon on call "), c.D("surgeon2", "t_last"),
                   " informed; ", c.r("ED triage notified.", ["bed requested on ", c.ward(), "."], "will meet pt in ED."))
        else:
            b.line("Advised: sip 30 mL every 15 min, ondansetron as prescribed, protein shakes diluted 50:50. Call back if no improvement in 24 h or red flags ",
                   "(fever, HR >110, worsening pain, unable to drink). ", c.r("Pt verbalised understanding.", "Teach-back done.", "Happy with plan."))
            b.line("Follow-up call booked ", c.dt(c.day(1), c.r("wd", "dm", None)), c.r(" am.", " 10:00.", "."))
    elif v == 1:
        drug, brand, steps, unit = c.ch(K.GLP1)
        b.line("Reason: ", brand, " ", "%g %s" % (steps[c.ri(1, len(steps) - 1)], unit),
               c.r(" refill", " shortage - pharmacy can't get stock", " - prior auth expired", " - dose question"), ".")
        b.line(c.P("first") if c.p(0.4) else c.Pt(), " reports ", c.r("good response (down %d kg)" % c.ri(4, 18), "nausea on current dose",
                                                                    "missed 2 doses due to stock", "constipation"), ". Last dose ",
               c.dt(c.day(-c.ri(3, 14)), c.r("wd", "dm", "dmn")), ".")
        b.line(c.r("Pharmacy: ", "Called "), c.pharmacy(), " ", c.phone("pharm", "land"),
               c.r("", [" - spoke to pharmacist ", (c.person().form(c.r("first", "full")), "DOCTOR")]), ".")
        if us:
            b.line("Insurer ", c.insurer(), " (member ", c.hp(), ") - ", c.r("PA resubmitted, ref ", "appeal #", "auth ref "), c.idnum("pa"),
                   c.r("", [", valid to ", c.dt(c.day(c.ri(90, 365)))]), ".")
        b.line("Plan: ", c.r("bridge with lower dose", "switch to alternative strength", "hold until stock available, restart at lower dose if >2 wks missed",
                             "message to prescriber"), c.r("", [" (", c.D("physician", "t_last"), ")"]), ". ",
               c.r("Reminded re: contraception and GI side effects.", "Advised small low-fat meals.", ""))
    elif v == 2:
        res = c.r("ferritin 8 ug/L", "vit D 21 nmol/L" if c.gb else "vit D 14 ng/mL", "B12 148 pmol/L" if c.gb else "B12 162 pg/mL",
                  "Hb 98 g/L" if c.gb else "Hgb 9.6 g/dL", "folate 2.1 ug/L", "PTH 9.8 pmol/L")
        b.line("Reason: results - ", res, " on bloods ", c.dt(c.day(-c.ri(3, 14)), c.r(None, "dm", "dmn")),
               " (", c.r("accession ", "lab no. "), c.idnum("acc"), ").")
        b.line("Background: ", c.r("RYGB", "sleeve", "OAGB"), " ", c.dt(c.day(-c.ri(300, 1800)), c.r("my", "y", None)),
               c.r("", [" at ", c.other_hosp()]), "; ", c.r("not taking multivitamin regularly.", "heavy periods." if c.sex == "F" else "vegetarian diet.", "on PPI long term.",
                                                          "compliant with supplements."))
        b.line("Discussed with ", c.D("physician", c.r("t_last", "t_full")), ": start ", c.r("ferrous fumarate 210 mg BD", "colecalciferol 50,000 IU weekly x 8" if us else "colecalciferol 40,000 IU weekly x 7",
                                                                                               "B12 injections - book with practice nurse", "folic acid 5 mg OD",
                                                                                               "IV iron (ferric carboxymaltose 1 g) - booked day unit"),
               ". Repeat in ", c.r("3 months", "8 weeks", "6/52"), ".")
        b.line("Left message on ", c.r("voicemail", "answerphone", "mobile"), c.r("", " - no answer x2"), "; letter to follow to ",
               c.addr_items(), ".")
    elif v == 3:
        b.line("Reason: ", c.r("parking fine appeal", "disabled parking permit form", "car park charge at clinic"), ".")
        b.line(c.r("Pt", "Caller"), " received penalty at ", c.H(), " car park on ", c.dt(c.day(-c.ri(3, 20)), c.r(None, "dm")),
               " while attending ", c.r("dietitian appt", "support group", "pre-op clinic"), "; vehicle reg ", c.vehicle(), ".")
        if c.p(0.3):
            b.line("Form also asks for VIN: ", c.vehicle("vin"), " (read out by caller).")
        b.line("Forwarded to ", c.r("parking office", "estates", "patient relations"), " ", c.org_email(c.r("parking", "estates.helpdesk", "pals")),
               c.r("", " with appointment confirmation"), ". ", c.r("Permit form signed by ", "Letter supporting application signed by "), c.D("surgeon", "t_last"), ".")
        b.line("Mobility: uses ", c.r("a stick", "a frame outdoors", "no aids but SOB after 50 m"), "; BMI ", "%.1f" % c.rf(40, 62), ".")
    elif v == 4:
        b.line("Reason: ", c.r("wants to reschedule surgery", "asks about return to work", "needs fit note" if c.gb else "needs FMLA paperwork",
                               "insurance letter query"), ".")
        b.line(c.He, " works as a ", c.job(), c.r("", [" at ", c.employer()]), "; employer needs ",
               c.r("dates off", "restrictions (no lifting >10 kg x 6 wks)", "a form"), " by ", c.dt(c.day(c.ri(3, 10)), c.r(None, "dm", "wd")), ".")
        b.line("Surgery currently ", c.dt(c.day(c.ri(10, 60)), c.r(None, "wdl")), "; ", c.r("rebooked to ", "pencilled for ", "moved to "),
               c.dt(c.day(c.ri(61, 120)), c.r(None, "dm")), ". Pre-op LRD to restart 2 weeks prior. ",
               c.r("Paperwork faxed to ", "Form emailed to "), c.fax("emp") if c.p(0.5) else c.email(c.person(), key="hr"), ".")
        if c.cc != "NZ" and c.p(0.6):
            b.line("Form asks for ", "SSN" if c.cc == "US" else "NI number", " - confirmed with caller: ", c.ssn(), ".")
        b.line("Pre-op clinic ", c.r("rebooked", "unchanged"), " - ", c.H("spec_clinic"), c.r("", [", room ", c.room()]), ".")
    elif v == 5:
        b.line("Reason: ", c.r("wound redness", "port site discharge", "umbilical port site swelling", "itchy incision"), ", ",
               c.r("sleeve", "bypass"), " ", c.dt(surg, c.r("dm", "dmn", None)), " (day ", str(pod), ").")
        b.line("Photo sent via portal (", c.url(c.r("/messages/", "/upload/") + c.digits(7)), ")", c.r("", [" from ", c.ip()]), ". ",
               c.r("Mild erythema 1 cm around LUQ port, no pus.", "Small amount serous ooze.", "Photo blurry - asked to resend."))
        _triage_list(c, b)
        b.line("Plan: ", c.r("GP/practice nurse review tomorrow", ["clinic review with nurse ", c.dt(c.day(1), c.r("wd", "dm"))],
                             "flucloxacillin 500 mg QID x 5 days", "keep clean and dry, photo again in 48 h"),
               c.r("", [" - script sent to ", c.pharmacy()]), ".")
    else:
        b.line("Reason: question about ", c.r("alcohol after surgery", "pregnancy after surgery" if c.sex == "F" else "gym supplements", "vitamins", "travel", "protein shakes"),
               " ahead of ", c.r(["trip to ", c.country()], [("Christmas", "DATE")], ["daughter's wedding on ", c.dt(c.day(c.ri(20, 80)), "dm")],
                                 [("Easter", "DATE"), " holidays"], [("Thanksgiving" if us else "New Year", "DATE")]), ".")
        b.line(c.r("Sleeve", "RYGB", "OAGB"), " ", c.dt(c.day(-c.ri(60, 900)), c.r(None, "my")), "; current wt ",
               c.r("%d kg" % c.ri(70, 130), "%d lb" % c.ri(150, 290)), ".")
        b.line("Advice given per protocol (", c.r("no alcohol first 12 months, then caution - faster absorption",
                                                  "avoid pregnancy 12-18 months; LARC discussed" if c.sex == "F" else "no creatine or pre-workout stimulants", "take chewable MVI + calcium citrate while away",
                                                  "DVT precautions on long flights; keep mobile, fluids"), "); ",
               c.r("leaflet emailed to ", "info sheet sent to "), c.email(), ".")
    b.line(c.r("Disposition: ", "Outcome: "), c.r("advice only", "routine f/u", "escalated to surgeon", "callback arranged", "sent to ED",
                                                   "results letter sent"), c.r("", "; documented in pathway", "; care plan updated"), ".")
    b.add("\n")
    to = c.r("surgeon", "physician", "np")
    b.line(c.r("Routed to: ", "FYI: ", "Cc: "), c.D(to, c.r("t_last", "full_cred")), c.r("", [" / ", c.D("nurse2", "plain")]))
    role = c.r("nurse", "nurse", "clerk") if to == "np" else c.r("nurse", "nurse", "np", "clerk")
    if c.p(0.5):
        b.line((c.doc(role).form(c.r("full", "fl", "fil")), "DOCTOR"), ", ", c.cred(role), c.r("", ["  (", c.user(role), ")"]))
    else:
        b.line("Signed: ", c.user(role), " ", c.dt(c.d0, c.r("iso", None)), " ", t)
    if c.p(0.35):
        b.line(c.r("Addendum ", "Update "), "%02d:%02d: " % (c.ri(15, 20), c.ri(0, 59)), c.r("called back - ", "pt rang again - "),
               c.r("symptoms improving, tolerating 1 L.", "no answer, left message.", ["spoke to ", c.kin(f="first"), "; all ok."],
                   "confirmed appt."), c.r("", [" - ", c.user(role)]))


def g_mdt(c, b):
    us = c.cc == "US"
    b.line(c.r("BARIATRIC MDT MEETING - OUTCOMES", "Multidisciplinary Team Meeting: Metabolic & Bariatric Surgery",
               "Weight Management MDT - minutes", "Bariatric Case Conference", "MDM outcome record - Bariatric"))
    b.line("Date: ", c.dt(c.d0, c.r(None, "wdl")), "   Time: ", c.r("08:00", "12:30", "13:00-14:30", "0730"), "   Venue: ",
           c.r([(c.ch(P.BUILDINGS), "LOCATION_OTHER"), ", room ", (str(c.ri(1, 30)), "LOCATION_OTHER")],
               ["Teams / ", c.url("/mdt/" + c.digits(6))], [c.H(), " seminar room ", (c.r("A", "2", "B", "3"), "LOCATION_OTHER")]))
    b.line("Chair: ", c.D("surgeon", c.r("t_full", "full_cred")))
    b.add("Present: ")
    roles = [("surgeon2", "surgeon"), ("physician", "obesity physician" if us else "bariatric physician"), ("dietitian", "dietitian"),
             ("dietitian2", "dietitian"), ("psych", "psychologist"), ("nurse", "bariatric CNS" if c.gb else "bariatric coordinator RN"),
             ("anaes", "anaesthetist" if c.gb else "anesthesiologist"), ("coord", "MDT coordinator")]
    pres = c.rng.sample(roles, c.ri(4, len(roles)))
    for i, (r, lab) in enumerate(pres):
        b.add((c.doc(r).form(c.r("full", "fil", "full")), "DOCTOR"), " (", lab, ")")
        b.add(", " if i < len(pres) - 1 else "\n")
    if c.p(0.5):
        b.line("Apologies: ", (c.person().form("full"), "DOCTOR"), c.r("", [", ", (c.person().form("full"), "DOCTOR")]))
    b.add("\n")
    n = c.ri(3, 6)
    for i in range(n):
        p = c.pt if i == 0 else c.person()
        age = c.ri(21, 68)
        bmi_v = c.rf(35.5, 62)
        kg = round(bmi_v * (c.rf(1.52, 1.90, 2) ** 2), 1)
        if c.cc == "UK":
            pid = ("999 %s %s" % (c.digits(3), c.digits(4)), "MRN")
        elif c.cc == "NZ":
            pid = ("Z" + c.letters(2) + c.digits(4), "MRN")
        else:
            pid = (c.digits(8), "MRN")
        b.line(c.r("%d. " % (i + 1), "Case %d: " % (i + 1), "#%d " % (i + 1)), (p.form(c.r("full", "LF", "lf", "full")), "PATIENT"), ", ",
               (str(age), "AGE"), c.r(p.sex, "y" + p.sex, " " + p.sex, "yo"), ", ", c.r("NHS ", "ID ", "") if c.cc == "UK" else c.r("NHI ", "") if c.cc == "NZ" else "MRN ", pid,
               c.r("", ["  (MDT ref ", ("MDT-" + c.digits(5), "IDNUM"), ")"]))
        b.line("   BMI ", "%.1f" % bmi_v, ", wt ", "%.1f kg" % kg, "; ", ", ".join(K.comorb_us(x) if us else x for x, _ in K.cm_sample(c, c.ri(1, 4), p.sex)),
               c.r("", "; HbA1c %d" % c.ri(44, 95) if c.gb else "; A1c %.1f" % c.rf(5.6, 10.4), "; EOSS %d" % c.ri(1, 3)))
        b.line("   Referred by ", c.r("Dr ", "Dr. ") if not c.gb or c.p(0.7) else "", (c.person().form(c.r("last", "full")), "DOCTOR"),
               c.r("", [", ", (c.ch(P.CLINICS[c.cc]), "HOSPITAL")]), "; ", c.r("Tier 3 completed " if c.cc == "UK" else "lifestyle programme completed ", "seen in clinic ", "psych review "),
               c.dt(c.day(-c.ri(20, 300)), c.r(None, "my", "my_abbr")), ".")
        extra = c.ri(0, 5)
        if extra == 0:
            b.line("   Psych: ", c.r("cleared", "cleared with conditions (CBT)", "not yet cleared - BED"), " (", (c.person().form("fil"), "DOCTOR"), ").")
        elif extra == 1:
            b.line("   Previous band in ", c.country(P.ABROAD_SURGERY), " ", c.dt(c.day(-c.ri(1000, 5000)), "y"), "; records requested.")
        elif extra == 2:
            b.line("   Works as ", c.r("a ", ""), (c.ch(P.PROFESSIONS), "PROFESSION"), "; ", c.r("needs surgery date around school holidays.",
                                                                                          "shift work - meal timing discussed.", "off work with back pain."))
        elif extra == 3:
            rel = c.r("husband", "wife", "mother", "daughter", "son")
            b.line("   Lives with ", rel, " ", (c.fam({"husband": "M", "son": "M"}.get(rel, "F")).form("first"), "FAMILY"),
                   c.r("", [" in ", (c.ch(P.NZ_PLACES)[0] if c.cc == "NZ" else (c.ch(P.UK_PLACES)[0] if c.cc == "UK" else c.ch(P.US_PLACES)[0]), "CITY")]), ".")
        elif extra == 4:
            b.line("   Sleep study ", c.dt(c.day(-c.ri(20, 200)), c.r(None, "my")), ": AHI ", str(c.ri(5, 70)), "/h; CPAP ", c.r("started", "declined", "compliant 6.2 h/night"), ".")
        out = c.ri(0, 4)
        b.line("   Outcome: ", ["Accept for LSG", "Accept for RYGB (reflux, T2DM)", "Accept for OAGB", "Defer - further weight loss/psych work",
                                 "Not suitable at present - refer back to Tier 3" if c.gb else "Not suitable at present - medical management (GLP-1 RA)"][out],
               c.r("", "; consent clinic", ["; list for surgery ", c.dt(c.day(c.ri(30, 150)), c.r("my", "mon3", "my_abbr"))]) if out < 3 else
               c.r("", "; review in 3 months", ["; re-refer after ", c.dt(c.day(c.ri(90, 200)), c.r("my", "my_abbr"))]))
        b.line("   Action: ", c.r("letter to GP", "book pre-assessment", "dietitian f/u", "request OGD", "re-discuss at MDT"), " - ",
               (c.doc(c.ch([r for r, _ in pres])).form(c.r("init3", "INIT", "first")), "DOCTOR"))
        b.add("\n")
    b.line("Next MDT: ", c.dt(c.day(c.r(7, 14, 28)), c.r(None, "wdl", "dm")), ". Minutes by ", (c.doc("coord").form("full"), "DOCTOR"),
           c.r("", [" (", c.user("coord"), ")"]), ".")
