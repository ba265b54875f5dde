"""Genres: rehabilitation admission assessment; goal-setting meeting note."""
import blocks
import clinical
import fx

HOLIDAYS = {
    "UK": ["Christmas", "Easter", "Boxing Day", "the August bank holiday", "New Year"],
    "IE": ["Christmas", "St Patrick's Day", "Easter", "the October bank holiday"],
    "US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day", "Memorial Day"],
    "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day", "Labour Day"],
    "AU": ["Christmas", "Anzac Day", "Easter", "Australia Day", "the King's Birthday long weekend"],
    "NZ": ["Christmas", "Waitangi Day", "Matariki", "Easter", "Labour Weekend"],
}


def holiday(c):
    h = c.rng.choice(HOLIDAYS[c.cc])
    if h.startswith("the "):
        return ["the ", (h[4:], "DATE")]
    return [(h, "DATE")]


def admission(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    blocks.letterhead(n, c, rng.choice(["Rehabilitation Admission Assessment", "Medical Admission - Neurorehab",
                                        "Inpatient Rehabilitation Admission Note", "Admission Clerking (Rehab)"]))
    blocks.id_block(n, c, extra_ssn=rng.random() < 0.5, plan=rng.random() < 0.3, acct=rng.random() < 0.6, gp=True)
    n.line("Date of admission: {d_adm}   Time: %02d:%02d" % (rng.randint(10, 17), rng.choice([5, 20, 35, 50])))
    n.line("Clerked by: {reg_name} ({reg_role})   Consultant: {cons_dr}")
    n.line("Referred from: {acute}, under {ref_dr} (" + c["ref_obj"].role + ")")
    if rng.random() < 0.5:
        n.line("Transfer ref: {idnum}")
    n.line("")
    n.line(rng.choice(["PRESENTING HISTORY", "HPC", "History of presenting complaint:"]))
    if pr["kind"] == "tbi":
        n.line("{age_any} %s-handed {man} who sustained a {dx} on {d_inj}. GCS at scene %d. "
               "Admitted to {acute}; managed with %s. PTA assessed with the Westmead PTA Scale, "
               "emerged after approx. %d days." % (rng.choice(["right", "right", "left"]), pr["gcs"],
                                                     pr["acute_tx"], pr["pta"]), dx=pr["dx"])
    else:
        n.line("{age_any} {man} admitted to {acute} on {d_inj} with {dx} (%s). Acute treatment: %s. "
               "NIHSS on arrival %d." % (pr["dx_short"], pr["acute_tx"], rng.randint(4, 22)), dx=pr["dx"])
    if rng.random() < 0.5:
        n.line("MRI brain ({d_inj2}, accession {acc}): %s." % rng.choice(
            ["established infarct with no haemorrhagic transformation", "small volume intraventricular blood",
             "bifrontal gliosis", "restricted diffusion in the territory described", "no new lesion"]),
               d_inj2=c.D(c.after("inj", rng.randint(1, 4))), acc=c["idnum"])
    dev = pr["device"]
    if dev and dev[0] != "other":
        n.line("Has a %s, serial no. {serial}; settings to be checked by the neurosurgical team." % dev[1])
    elif dev:
        n.line("Brings own %s (SN {serial})." % dev[1])
    n.line("Transferred to {hosp} on {d_adm} for specialist inpatient rehabilitation.")
    n.line("")
    n.line("PAST MEDICAL HISTORY")
    for p in pr["pmh"]:
        n.line("- " + p)
    n.line("")
    n.line(rng.choice(["DRUG HISTORY (on transfer)", "MEDICATIONS", "Current meds:"]))
    blocks.meds_list(n, c)
    n.line("Allergies: " + rng.choice(["NKDA", "penicillin (rash)", "codeine (vomiting)", "nil known",
                                        "sulfa drugs", "latex"]))
    n.line("")
    n.line("SOCIAL HISTORY")
    nok = c["nok_obj"]
    if nok.rel in ("wife", "husband", "partner"):
        n.line("Lives with {nok_rel} {nok_full} ({nok_age}) at {street}, {city}, in a %s." %
               rng.choice(["two-storey house, 13 stairs with one rail", "ground-floor flat", "bungalow with 2 steps to front door",
                           "split-level home", "rented terraced house, bathroom upstairs", "farmhouse 6 km out of town"]))
    else:
        n.line("Lives alone in {city}; {nok_rel} {nok_full} lives nearby and visits daily.")
    if rng.random() < 0.75:
        if c.age >= 67:
            n.line("Retired {job}. " + rng.choice(["Volunteers with {club}.", "Keen gardener.", "Plays bowls at {club}.",
                                                    "Attends {club} weekly."]))
        else:
            n.line("Works full time as a {job} for {emp}. " + rng.choice(["Main earner.", "Employer aware.",
                                                                             "Off sick since injury."]))
    else:
        n.line("Occupation: {job} (" + ("retired" if c.age >= 67 else "currently off work") + ").")
    if rng.random() < 0.6:
        n.line("Born in {born}; moved here in {yr}. " + ("First language %s; interpreter booked for family meetings." %
                                                          c.lang if c.lang else "Speaks English."),
               yr=(str(c.dates["dob"].year + rng.randint(16, max(17, c.age - 2))), "DATE"))
    n.line(rng.choice(["Ex-smoker. Alcohol ~10 units/week.", "Never smoked. Alcohol: nil.",
                       "Smoker 15/day - NRT patch started. Alcohol 30+ units/week (AUDIT-C 9).",
                       "Non-smoker. Occasional alcohol."]))
    n.line("Premorbid: " + rng.choice(["independent with all ADLs and IADLs, driving.",
                                       "independent, mobilised with a stick outdoors.",
                                       "independent; did own shopping and cooking; cared for grandchildren.",
                                       "independent, working, driving, socially active."]))
    n.line("NOK: {nok_full} ({nok_rel}) - {nok_phone}")
    n.line("")
    n.line("ON EXAMINATION")
    n.line("Alert, %s. GCS %s. %s" % (rng.choice(["orientated x3", "disorientated to time", "oriented to person only"]),
                                      rng.choice(["15/15", "14/15 (E4 V4 M6)", "13/15"]),
                                      rng.choice(clinical.EPONYM_SIGNS) + "."))
    cog = rng.choice(["Montreal Cognitive Assessment (MoCA) %d/30" % pr["moca"], "Oxford Cognitive Screen - impaired on %s" %
                      rng.choice(["attention", "memory", "praxis", "executive score"]),
                      "Addenbrooke's Cognitive Examination-III %d/100" % rng.randint(55, 92),
                      "Cognistat - deficits in %s" % rng.choice(["memory", "attention", "construction"])])
    n.line("Cognition: " + cog + ("; Westmead PTA Scale daily" if pr["pta"] else "") + ".")
    n.line("Tone: MAS %s %s elbow flexors, %s plantarflexors." % (pr["mas"], pr["side_l"], rng.choice(["1", "1+", "2"])))
    n.line("Power (MRC): %s UL %d/5, %s LL %d/5." % (pr["side_l"], rng.randint(0, 4), pr["side_l"], rng.randint(1, 4)))
    n.line("Sensation %s. Skin intact; Waterlow %d. Bristol stool chart commenced." %
           (rng.choice(["reduced to light touch", "intact", "impaired proprioception"]), rng.randint(8, 22)))
    n.line("")
    n.line("FUNCTION ON ADMISSION")
    fx.func_table(n, c, "Admission")
    n.line("Outcome measures: " + fx.scores_line(c, "adm") + ".")
    n.line("")
    n.line("IMPRESSION")
    n.line("{pt} presents with " + fx.join_en(fx.deficits(c)) + " following " + pr["dx_short"] + ".")
    n.line("")
    n.line("PLAN")
    n.line("1. MDT assessment - PT, OT, SLT, dietetics, neuropsychology; target intensity per the " +
           clinical.guideline(rng, c.cc) + ".")
    n.line("2. Goal-setting meeting {gsm}; {nok_first} invited.", gsm=c.D(c.after("adm", rng.randint(5, 10))))
    n.line("3. VTE prophylaxis per unit protocol; bloods (FBC, U&E, LFT, HbA1c, lipids) in the morning.")
    n.line("4. " + rng.choice(["Capacity re: discharge destination to be assessed (two-stage test).",
                               "Falls bundle, bed rails risk assessment, low-low bed.",
                               "Bladder scan post void x3; TWOC on day 3.",
                               "Continue SALT recommendations: " + rng.choice(["IDDSI 6", "IDDSI 5", "IDDSI 7"]) + " diet."]))
    n.line("5. EDD {d_dc} (provisional).")
    if rng.random() < 0.4:
        n.line(blocks.hardneg(c))
    blocks.sign(n, c, "reg", lic=True, contact=True)
    if rng.random() < 0.5:
        n.line("Seen and agreed: {cons_dr}, {d_adm2}", d_adm2=c.D(c.after("adm", 1)))
    blocks.footer(n, c, ip=rng.random() < 0.15)


GOAL_LEVEL = ["supervision", "supervision of 1", "assistance of 1", "minimal assistance", "set-up only",
              "verbal prompts only", "stand-by assistance", "no physical assistance"]

GOALS = [
    ("transfer bed to chair with {a} using a {eq}", "PT"),
    ("walk {m} m indoors with {a} using a {eq}", "PT"),
    ("climb a flight of stairs with one rail and {a}", "PT"),
    ("make a hot drink in the ward kitchen with {a}", "OT"),
    ("complete upper body dressing with {a}", "OT"),
    ("shower seated with {a}", "OT"),
    ("use a communication book to express basic needs in 8/10 opportunities", "SLT"),
    ("manage {iddsi} diet with no signs of aspiration over 3 meals", "SLT"),
    ("use a diary and phone alarms to attend all therapy sessions independently", "NPsy"),
    ("self-propel wheelchair to the dining room", "OT"),
    ("manage own medications from a blister pack with prompting only", "Nursing"),
    ("identify 3 fatigue-management strategies and use them daily", "OT"),
    ("read and respond to a text message from family", "SLT"),
]


def goal_setting(n, c):
    rng, pr = c.rng, c.pr
    blocks.letterhead(n, c, rng.choice(["Goal Setting Meeting", "Rehabilitation Goal-Setting Meeting Note",
                                        "MDT Goal Planning Meeting", "Goal Setting - Initial"]))
    blocks.id_block(n, c, addr=rng.random() < 0.4, bed=rng.random() < 0.6)
    n.line("Date: {d_note}   Time: %d:%02d   Venue: Meeting Room {mtg_room}, {building}" %
           (rng.randint(9, 15), rng.choice([0, 15, 30, 45])))
    day = max(1, (c.dates["note"] - c.dates["adm"]).days)
    n.line("Week %d of admission" % (day // 7 + 1))
    n.line("")
    n.line("Present:")
    n.line("- {pt_full} (patient)")
    n.line("- {nok_full} ({nok_rel})")
    if rng.random() < 0.5:
        n.line("- {rel2_full} ({rel2_rel}) - joined by phone on {rel2_phone}")
    n.line("- {cons_dr}, " + c["cons_obj"].role)
    n.line("- {physio_full}, " + c["physio_obj"].role)
    n.line("- {ot_full}, " + c["ot_obj"].role)
    if pr["aphasia"] or pr["dysphagia"] or rng.random() < 0.4:
        n.line("- {slt_full}, " + c["slt_obj"].role)
    n.line("- {nurse_full}, named nurse")
    if rng.random() < 0.6:
        n.line("Apologies: {psych_dr}, {sw_full}")
    n.line("")
    n.line("Background: " + pr["dx_short"] + ", day %d of rehabilitation. Main issues: " % day +
           fx.join_en(fx.deficits(c)) + ".")
    n.line("")
    n.line(rng.choice(["What matters to {pt_first}:", "Patient priorities (own words):", "Patient's goals in own words:"]))
    r = rng.randrange(6)
    if r == 0:
        n.line("\"I want to get home to {city} before {hol}.\"", hol=holiday(c))
    elif r == 1:
        n.line("\"Walk {rel2_first} down the aisle - the wedding is on {wd}.\"", wd=c.D(c.after("dc", rng.randint(20, 120))))
    elif r == 2:
        n.line("\"Back to work at {emp} - I'm a {job}, I can't sit at home.\"")
    elif r == 3:
        n.line("\"Look after myself so {nok_first} doesn't have to do everything.\"")
    elif r == 4:
        n.line("\"Get back to {club} and see my mates.\"")
    else:
        n.line("\"Be able to talk to my grandkids on the phone.\" ({nok_first} says this matters most.)")
    if pr["aphasia"]:
        n.line("(Supported conversation used; priorities confirmed with pictures and written key words.)")
    n.line("")
    n.line("COPM: performance %.1f/10, satisfaction %.1f/10." % (rng.uniform(1.5, 5.0), rng.uniform(1.0, 4.5)))
    n.line("")
    n.line("SMART goals (GAS -1 baseline expected outcome = 0):")
    leads = {"PT": "physio", "OT": "ot", "SLT": "slt", "NPsy": "psych", "Nursing": "nurse"}
    gl = rng.sample(GOALS, rng.randint(4, 6))
    for i, (g, who) in enumerate(gl, 1):
        txt = g.replace("{a}", rng.choice(GOAL_LEVEL)).replace("{eq}", rng.choice(["quad stick", "Rollator", "hemi-walker",
                                                                          "Zimmer frame", "single-point stick"]))
        txt = txt.replace("{m}", str(rng.choice([10, 20, 30, 50]))).replace("{iddsi}", rng.choice(["IDDSI 6", "IDDSI 7"]))
        target = c.D(c.after("note", rng.randint(7, 35)))
        n.line("%d. {pt_first} will %s by {t}. Lead: {lead} (%s)" % (i, txt, who),
               t=target, lead=c[leads[who] + "_ini"])
    n.line("")
    n.line("Discussion:")
    n.line(rng.choice([
        "{nok_first} worried about managing stairs at home; OT home visit to {street} proposed for {hv}.",
        "{nok_titled} asked about the timeline - team explained recovery is still early and goals will be reviewed fortnightly.",
        "{pt_first} became tearful when discussing driving; advised cannot drive for at least one month and must inform the licensing authority.",
        "Family asked about a move to {carehome}; team felt it was premature and will revisit at the next meeting.",
    ]), hv=c.D(c.after("note", rng.randint(5, 20))))
    if rng.random() < 0.5:
        n.line("{rel2_first} ({rel2_rel}) asked for updates by e-mail to {rel2_email}; consent confirmed by {pt_first}.")
    n.line(blocks.hardneg(c))
    n.line("")
    n.line("Actions:")
    n.line("- {ot_ini}: arrange access visit and equipment review.")
    n.line("- {sw_ini}: " + ("funding application to " + rng.choice(clinical.PUBLIC_BODIES[c.cc]) +
                             "." if rng.random() < 0.6 else "carer's assessment for {nok_first}."))
    n.line("- {nurse_ini}: weekly weights; continence review.")
    n.line("")
    n.line("Next goal review: {nr}", nr=c.D(c.after("note", 14)))
    n.line("Minutes: {ta_full} (" + c["ta_obj"].role + ")")
    if rng.random() < 0.5:
        n.line("Copy to: {pt_full}; {gp_dr}, {gp_prac}")
    blocks.footer(n, c)
