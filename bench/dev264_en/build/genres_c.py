"""Genres: Mental Health Act / capacity note, telephone encounter, NG feeding & refeeding record."""
import phi
import clin
import common as K
import pools as P


DECISIONS = ["accept nasogastric feeding", "remain in hospital for medical stabilisation",
             "consent to blood tests and ECG", "follow a 2000 kcal meal plan", "accept admission to an eating disorders unit",
             "refuse oral phosphate supplements", "discharge against medical advice"]


def _capacity_block(c, d, decision):
    rng = c.rng
    d.ln("Decision in question: whether ", c.pn("first", "full"), " can ", decision, ".")
    if c.country == "UK":
        d.ln("Stage 1 (diagnostic): impairment of, or disturbance in the functioning of, the mind - anorexia nervosa. YES")
        d.ln("Stage 2 (functional):")
    elif c.country == "US":
        d.ln("Assessed using the four Appelbaum criteria (communicate a choice, understand, appreciate, reason).")
    else:
        d.ln("Assessed against the statutory criteria for capacity to consent to treatment:")
    items = [("Understand the information", rng.choice(["Yes - can repeat risks of refeeding and bradycardia", "Partially"])),
             ("Retain the information", rng.choice(["Yes", "Yes, over 20 min"])),
             ("Use or weigh the information", rng.choice(["NO - states 'I'd rather die than be fat'; cannot weigh risk of death against weight gain",
                                                          "No - the value placed on thinness overrides all other considerations",
                                                          "Yes - reasons consistently"])),
             ("Communicate a decision", "Yes")]
    for a, b in items:
        d.ln("  - ", a, ": ", b)
    if items[2][1].startswith("Yes"):
        d.ln("Conclusion: ", rng.choice(["has capacity for this specific decision.", "has capacity today; reassess if physical state changes."]))
    else:
        d.ln("Conclusion: ", rng.choice(["lacks capacity for this decision at this time.", "capacity fluctuates; reassess daily."]))


def mha_capacity(c, d, s):
    rng = c.rng
    ctry = c.country
    title = {"UK": ["MENTAL HEALTH ACT 1983 - ASSESSMENT NOTE", "Capacity Assessment (MCA 2005)", "Section 5(2) Holding Power - medical note",
                    "MHA / Capacity review"],
             "US": ["Decision-Making Capacity Evaluation", "Involuntary Hold - Psychiatry Note", "Capacity & Consent Note"],
             "AU": ["Mental Health Act Assessment", "Capacity Assessment - Consent to Treatment", "MHA Tribunal Report (summary)"],
             "CA": ["Capacity Assessment (HCCA)", "Form 1 - Physician Note", "Involuntary Status Review"]}[ctry]
    d.ln(rng.choice(title))
    d.ln(("HOSPITAL", c.unit), ", ", ("HOSPITAL", c.hosp), rng.choice(["", ["  Room ", ("LOCATION_OTHER", c.room)]]))
    d.ln("Patient: ", c.pn("Lf", "full", "LFm"), "   DOB ", c.dob_t(), " (", c.age_t(), ")   ", c.ids_line())
    d.ln("Date/time: ", c.dt(0), " ", "%02d:%02d" % (rng.randrange(8, 23), rng.randrange(60)),
         "   Assessor: ", c.dr(rng.choice(["psych", "reg"]), "full_role"))
    d.ln("")
    d.ln("Background: ", rng.choice(clin.dx_inpt(c)), "; admitted ", c.dt(-rng.randrange(3, 60)), ". ", rng.choice([
        "Refusing meals and supplements for 48 h; HR 38 overnight.",
        "Repeatedly removing NG tube; PO4 falling.",
        "Requesting discharge; family and team concerned about physical risk.",
        "Absconded from ward yesterday; returned by police."]))
    d.ln(clin.anthro_line(rng, s, c.adol), ". ", clin.vitals_line(rng, s, 1))
    d.ln("")
    dec = rng.choice(DECISIONS)
    _capacity_block(c, d, dec)
    d.ln("")
    if ctry == "UK":
        if c.age < 16:
            d.ln("Gillick competence considered: not competent for this decision. Parents (", c.fam_ref(c.mother, "full"),
                 ", ", c.fam_ref(c.father, "full"), ") hold PR; consent within zone of parental control ", rng.choice(
                     ["- but given repeated restraint, MHA preferred.", "- accepted for now."]))
        k = rng.randrange(3)
        if k == 0:
            d.ln("Section 5(2) applied at ", "%02d:%02d" % (rng.randrange(0, 24), rng.randrange(60)), " by ",
                 c.dr("reg", "title_full"), ". Form H1 completed, ref ", ("IDNUM", phi.idnum(rng, "mha")), ".")
        elif k == 1:
            d.ln("MHA assessment with AMHP ", c.dr("sw", "full"), " and s12 doctor ", c.dr("gp", "title_full"),
                 ". Nearest relative (", c.mother.rel, ", ", c.fam_ref(c.mother, "first"), ") consulted by phone on ",
                 c.ph("mobile"), " - does not object.")
            d.ln("Outcome: ", rng.choice(["detained under Section 3", "detained under Section 2", "not detained - informal with enhanced support"]),
                 ". Rights (s132) explained; leaflet given. IMHA referral to ", ("ORGANIZATION", rng.choice(
                     ["Kestrel Advocacy", "VoiceAbility North", "Linden Advocacy Hub", "Advocacy Matters " + c.city])), ".")
        else:
            d.ln("Treatment under s63: NG feeding is treatment for the mental disorder. SOAD request ref ",
                 ("IDNUM", phi.idnum(rng, "mha")), "; Tribunal hearing listed for ", c.dt(rng.randrange(7, 28)), ".")
    elif ctry == "US":
        d.ln(rng.choice([
            ["Emergency psychiatric hold initiated ", "%02d:%02d" % (rng.randrange(0, 24), rng.randrange(60)),
             "; petition filed in ", ("CITY", c.city2 + " County"), " Probate Court, case no. ", ("IDNUM", phi.idnum(rng, "other")), "."],
            ["Parents (", c.fam_ref(c.mother, "full"), " and ", c.fam_ref(c.father, "full"),
             ") are legal guardians and consent to NG feeding. Ethics consult: ", c.dr("psychol", "title_full"), "."],
            ["Patient's attorney, ", rng.choice(["Ms. ", "Mr. "]), ("FAMILY", rng.choice(P.SURNAMES)),
             ", notified; hearing set for ", c.dt(rng.randrange(3, 10)), "."],
        ]))
    elif ctry == "AU":
        d.ln(rng.choice([
            ["Temporary Treatment Order made ", c.dt(0, "dd/mm/yyyy"), " (expires in 28 days). Tribunal ref ",
             ("IDNUM", phi.idnum(rng, "mha")), ". IMHA notified."],
            ["Assessment Order made by ", c.dr("reg", "title_full"), " at ", "%02d:%02d" % (rng.randrange(0, 24), rng.randrange(60)),
             ". Nominated person: ", c.mother.rel, " ", c.fam_ref(c.mother, "full"), " (", c.ph("mobile"), ")."],
        ]))
    else:
        d.ln(rng.choice([
            ["Form 1 completed ", c.dt(0, "yyyy-mm-dd"), " ", "%02d:%02d" % (rng.randrange(0, 24), rng.randrange(60)),
             "; Form 42 delivered. Rights Adviser ", ("FAMILY", rng.choice(P.FEMALE) + " " + rng.choice(P.SURNAMES)),
             " notified."],
            ["Found incapable re treatment (Form 33 issued). SDM: ", c.mother.rel, " ", c.fam_ref(c.mother, "full"),
             ". Patient applied to CCB; hearing ", c.dt(rng.randrange(5, 12)), ", file ", ("IDNUM", phi.idnum(rng, "mha")), "."],
        ]))
    if rng.random() < 0.45:
        d.ln("")
        d.ln("AWOL/security: ", rng.choice([
            ["left ward ", c.day(-1), " 15:40 via ", ("LOCATION_OTHER", rng.choice(["Gate B", "Linden Wing fire exit", "Car Park 3",
                                                                                   "Chapel Corridor"])),
             "; police incident ", ("IDNUM", phi.idnum(rng, "police")), "; found near ",
             ("LOCATION_OTHER", rng.choice(["Harlow Bridge", "Millpond Reservoir", "Station Square bus shelter", "Quarry Lane car park"])),
             ", collected by friend ", c.fam_ref(c.friend, "full"), " in vehicle ", ("VEHICLE", phi.vehicle(rng, ctry)), "."],
            ["ward door biometric access for patient disabled (template ", ("BIOID", phi.bioid(rng)), "); leave suspended."],
            ["s17 leave with ", c.mother.rel, " ", c.fam_ref(c.mother, "first"), " cancelled. Parents' car (", ("VEHICLE", phi.vehicle(rng, ctry)),
             ") not to be used for unescorted leave."],
        ]))
    d.ln("")
    d.ln("Plan: ", rng.choice(["Reassess capacity in 24 h.", "NG feeding under MEED protocol with restraint plan.",
                               "Continue oral meal plan with 1:1 support.", "Inform RC and ward manager."]),
         " Discussed with ", c.dr("psych", "title_last"), rng.choice([".", " and nurse in charge.", " and family."]))
    d.ln("")
    d.ln(c.sig(rng.choice(["psych", "reg"]), rng.random() < 0.5))
    if rng.random() < 0.5:
        K.footer(c, d)


def telephone(c, d, s):
    rng = c.rng
    kind = rng.choice(["parent", "parent", "patient", "gp", "pharmacy", "school"])
    d.ln(rng.choice(["TELEPHONE ENCOUNTER", "Telephone contact", "PHONE NOTE", "Tel. consultation - ED team"]))
    d.ln(("HOSPITAL", c.unit), " | ", c.pn("Lf", "full", "LF"), " | DOB ", c.dob_t(), " | ", c.ids_line())
    d.ln("Date: ", c.dt(0), "  Time: ", "%02d:%02d" % (rng.randrange(8, 20), rng.randrange(60)),
         "  Duration: %d min" % rng.randrange(4, 35))
    if kind == "parent":
        who = rng.choice([c.mother, c.father])
        d.ln("Caller: ", c.fam_ref(who, rng.choice(["full", "title"])), " (", who.rel, ")   Call-back: ", c.ph("mobile"))
    elif kind == "patient":
        d.ln("Caller: patient   Call-back: ", c.ph("mobile"))
    elif kind == "gp":
        d.ln("Caller: ", c.dr("gp", "title_full"), ", ", ("HOSPITAL", c.gp_site), "   Tel ", c.ph())
    elif kind == "pharmacy":
        d.ln("Caller: pharmacist ", c.dr("nurse2", "full"), " at ", ("HOSPITAL", c.pharm), "   Tel ", c.ph())
    else:
        srole = rng.choice(["school nurse", "head of year", "pastoral lead"])
        d.ln("Caller: ", ("DOCTOR" if srole == "school nurse" else "FAMILY", rng.choice(P.FEMALE) + " " + rng.choice(P.SURNAMES)),
             " (", srole, ") from ", ("ORGANIZATION", c.school), "   Tel ", c.ph())
    d.ln("ID check: ", rng.choice([["DOB and postcode (", ("ZIP", c.zip), ") confirmed."],
                                    ["name, DOB and address (", ("STREET", c.street), ") confirmed."],
                                    ["voice-verification ID ", ("BIOID", phi.bioid(rng, "voice")), " matched."],
                                    ["caller known to team; consent to share on file."]] +
                          ([["name, DOB and SSN (", ("SSN", c.ssn), ") confirmed."]] * 2 if c.country == "US" else [])))
    d.ln("Background: known to service since ", c.dt(-rng.randrange(60, 700), rng.choice(["Month yyyy", "Mon yyyy"])), "; ",
         rng.choice(clin.DX[c.country]), ". Last clinic weight %.1f kg on " % s.wt, c.dt(-rng.randrange(3, 14), phi.short_style(c.country)),
         " (seen by ", c.dr(rng.choice(["nurse", "psych", "diet"]), rng.choice(["title_last", "full"])), "). Current treatment: ",
         rng.choice(["FBT phase 1", "CBT-E session 12/20", "day programme", "awaiting admission", "MANTRA", "GP monitoring + outpatient"]), ".")
    if rng.random() < 0.5:
        d.ln("Previous call ", c.dt(-rng.randrange(2, 20), phi.short_style(c.country)), " re ",
             rng.choice(["missed bloods", "dizziness", "meal plan questions", "school absence", "medication side effects"]), ".")
    d.ln("")
    if kind in ("parent", "patient"):
        d.ln("Reason: ", rng.choice([
            ["dizzy and fainted at home this morning, hit head on kitchen floor. No LOC > 1 min."],
            ["refusing all food since ", c.day(-rng.randrange(1, 3)), " lunch; drinking water only."],
            ["found laxatives (", rng.choice(["Dulcolax", "senna", "Senokot"]), ") in bedroom; worried about amount."],
            ["wants to cancel appointment on ", c.dt(rng.randrange(1, 6)), " - exam clash."],
            ["chest pain and palpitations after exercise class at ", ("ORGANIZATION", c.club), "."],
            ["vomiting after every meal for 3 days; ", c.he, " says it's a bug."],
        ]))
        d.ln("Advice: ", rng.choice([
            ["Attend ED now for ECG and bloods. If collapses again call ", {"UK": "999", "US": "911", "AU": "000", "CA": "911"}[c.country],
             ". I have phoned ahead to ", ("HOSPITAL", c.hosp), " ED."],
            ["Same-day bloods (U&E, PO4, Mg) at ", ("HOSPITAL", c.gp_site), "; results to be called to ", c.dr("paed", "title_last"), "."],
            ["Rebooked to ", c.dt(rng.randrange(7, 15)), " ", "%02d:%02d" % (rng.randrange(9, 17), rng.choice([0, 30])), "."],
            ["Remove/lock away medications; safety plan reviewed; crisis line given."],
        ]))
    elif kind == "gp":
        d.ln("GP reports HR %d, BP %d/%d, weight %.1f kg at surgery today (down %.1f kg in 2/52). Asks about urgency." % (
            s.hr, s.sbp, s.dbp, s.wt, rng.uniform(0.5, 2.5)))
        d.ln("Advised: ", rng.choice(["urgent paeds assessment today per MEED.",
                                      ["expedite our assessment - booked ", c.dt(rng.randrange(1, 5)), "."],
                                      "repeat obs in 48 h and send ECG."]))
        d.ln("GP email for results: ", ("EMAIL", phi.email(rng, c.S("gp").first, c.S("gp").last)), "; fax ", c.fax())
    elif kind == "pharmacy":
        d.ln("Query re olanzapine 2.5mg script dated ", c.dt(-rng.randrange(1, 10)), " - missing quantity. Script no. ",
             ("IDNUM", phi.idnum(rng, "order")), ". Confirmed 28 tabs, no repeats. Also queried Phosphate-Sandoz supply.")
    else:
        d.ln("School report ", c.pn("first"), " not eating lunch and seen running laps at break on ", c.day(-rng.randrange(1, 5)),
             ". Consent to share confirmed (form dated ", c.dt(-rng.randrange(20, 90)), ").")
        d.ln("Agreed supervised lunch from ", c.day(rng.randrange(1, 4)), "; will update parents.")
    d.ln("Safety-netting: ", rng.choice(["advised re red flags (chest pain, fainting, confusion, HR < 40).",
                                         "caller repeated back plan; knows to use ED out of hours.",
                                         "written advice sent by text to the number above."]))
    if c.country == "US" and rng.random() < 0.4:
        d.ln("Billing: CPT 99442 (telephone E/M, 11-20 min) - encounter ", ("ACCOUNT", phi.account(rng)))
    d.ln("")
    d.ln("Action: ", rng.choice([
        ["Message sent to ", c.dr("psych", "title_last"), " via EPR task."],
        ["Secure email to keyworker ", ("EMAIL", phi.email(rng, c.S("nurse").first, c.S("nurse").last)), "."],
        ["Documented and discussed at huddle; no further action."],
        ["Follow-up call booked for ", c.day(rng.randrange(1, 5)), " morning."],
        ["Urgent review tomorrow; drop-off bay reserved for family car (", ("VEHICLE", phi.vehicle(rng, c.country)), ")."],
    ]))
    d.ln("")
    d.ln("Call taken by ", c.dr(rng.choice(["nurse", "nurse2", "diet"]), rng.choice(["full_cred", "full", "il"])),
         rng.choice(["", ["  (", ("USERNAME", c.S("nurse").user), ")"]]))
    if rng.random() < 0.5:
        K.footer(c, d)


def ng_refeeding(c, d, s):
    rng = c.rng
    d.ln(rng.choice(["NASOGASTRIC FEEDING & REFEEDING MONITORING RECORD", "NG Feed Chart / Refeeding Bundle",
                     "Refeeding protocol - nursing record"]))
    d.ln(("HOSPITAL", c.unit), " - ", rng.choice(["Bed ", "Room "]), ("LOCATION_OTHER", c.bed if rng.random() < 0.5 else c.room))
    d.ln(c.pn("LF", "Lf", "full"), "  ", c.dob_t(), "  ", c.ids_line())
    d.ln("Day %d of refeeding  |  Date " % rng.randrange(1, 11), c.dt(0, phi.numeric_style(c.country)),
         "  |  Legal: ", rng.choice({"UK": ["s3 MHA", "s2 MHA", "informal", "parental consent"],
                                "US": ["voluntary", "involuntary hold", "parental consent", "medical guardianship"],
                                "AU": ["TTO (MHA)", "voluntary", "parental consent"],
                                "CA": ["Form 3", "voluntary", "SDM consent"]}[c.country]))
    d.ln("")
    d.ln("Tube: ", rng.choice(["Corflo 8Fr", "Freka 8Fr", "Kangaroo 10Fr"]), " inserted ", c.dt(-rng.randrange(0, 6), phi.short_style(c.country)),
         " by ", c.dr("nurse", "full"), ", ", rng.randrange(50, 66), " cm at nostril; position confirmed pH ",
         rng.choice(["4.0", "4.5", "5.0", "3.5"]), rng.choice([" (no CXR needed)", " + CXR", ""]), ".")
    d.ln("Pump: ", rng.choice(["Kangaroo ePump", "Flocare Infinity", "Applix Smart"]), " SN ", ("DEVICE", phi.device_sn(rng)),
         rng.choice(["", ["  asset ", ("DEVICE", "BME-" + phi.digits(rng, 6))]]))
    feed = rng.choice(["Nutrison Energy 1.5 kcal/ml", "Osmolite 1.2 kcal/ml", "Jevity 1 kcal/ml", "Fresubin Original 1 kcal/ml"])
    d.ln("Regimen: ", feed, rng.choice([" 60 ml/h x 20 h (1800 kcal)", " bolus 250 ml x6/day post refused meals",
                                         " 40 ml/h overnight 20:00-08:00 top-up"]))
    d.ln("")
    d.ln("%-6s %-6s %-8s %-6s %-6s %-6s %s" % ("Time", "pH", "Vol(ml)", "BM", "HR", "Temp", "Sign"))
    for t in ["06:00", "10:00", "14:00", "18:00", "22:00", "02:00"][:rng.randrange(4, 7)]:
        d.ln("%-6s %-6s %-8s %-6s %-6s %-6s " % (t, rng.choice(["4.0", "4.5", "5.0", "--"]), rng.choice(["240", "250", "120", "0 (held)"]),
                                                  "%.1f" % (s.glu + rng.uniform(-0.6, 1.2)), s.hr + rng.randrange(-4, 6),
                                                  "%.1f" % (s.temp + rng.uniform(-0.2, 0.3))), K.staff_initials(c))
    d.ln("")
    d.ln("Refeeding bloods (", c.dt(0, phi.short_style(c.country)), ", specimen ", ("IDNUM", phi.idnum(rng, "lab")), "): ",
         "K %.1f, PO4 %.2f, Mg %.2f, Na %d, glucose %.1f" % (s.k, s.po4, s.mg, s.na, s.glu))
    d.ln(rng.choice(clin.REFEED))
    if rng.random() < 0.5:
        d.ln(clin.misc_neg(rng, c))
    d.ln("Pabrinex: ", rng.choice(["pair %d of 3 given IV 09:00" % rng.randrange(1, 4), "completed", "n/a (oral thiamine)"]))
    d.ln("")
    if rng.random() < 0.6:
        d.ln("Restrictive intervention: ", rng.choice(["seated hold (2 staff)", "supine hold x3 staff - see incident form",
                                                       "none required, accepted feed with distraction"]),
             " for feed at ", rng.choice(["10:00", "14:00", "18:00"]), "; staff: ", c.dr("nurse2", "full"), ", ",
             c.dr("hca", "full"), rng.choice(["", [", ", c.dr("ot", "full")]]), ". Debrief offered.")
        if rng.random() < 0.5:
            d.ln("Datix / incident ref ", ("IDNUM", phi.idnum(rng, "other")), ". Body map completed.")
    d.ln("")
    d.ln("Handover")
    for shift, role in (("Early", "nurse"), ("Late", "nurse2"), ("Night", "hca")):
        if rng.random() < 0.8:
            d.ln(shift, " (", c.dr(role, rng.choice(["full", "first", "il"])), "): ", rng.choice([
                ["Settled. Tolerated feed. Parents visited ", "%02d:%02d-%02d:%02d" % (16, 0, 18, 0), "."],
                ["Tried to pull tube x1 - redirected. 1:1 maintained."],
                ["Refused 14:00 meal, bolus given per plan. Tearful, spoke to ", c.mother.rel, " by phone."],
                ["HR 38 asleep at 03:00 - within parameters agreed by ", c.dr("paed", "title_last"), "."],
                ["Observed exercising in bathroom; discussed with ", c.pn("first"), "."],
                ["Uneventful. Weight tomorrow (", c.day(1), ")."],
            ]))
    d.ln("")
    d.ln("Nurse in charge: ", c.dr("nurse", rng.choice(["full_cred", "full"])), "  Ext ", ("PHONE", "555" + phi.digits(rng, 1)))
    if rng.random() < 0.5:
        K.audit_line(c, d)
