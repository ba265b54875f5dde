"""Allied health notes: physiotherapy, OT, dietetics, speech pathology, podiatry, psychology, social work,
audiology, exercise physiology."""
import datetime as dt

import blocks as B
import core as C
import pools as P
from core import S, tl

REG_PREFIX = {"PHYSIO": "PHY", "OT": "OCC", "PSYCH": "PSY", "POD": "POD", "DIET": None, "SPEECH": None,
              "SW": None, "AUD": None, "EP": None}


def _reg(n, ctx, clin):
    r = ctx.rng
    if ctx.loc == "AU":
        pre = REG_PREFIX.get(clin.role)
        if pre:
            n.add("AHPRA ", S("LICENSE", C.ahpra(r, pre)))
        else:
            n.add(r.choice(["Member no. ", "Cert. Practising no. "]), S("LICENSE", C.digits(r, 6)))
        if r.random() < 0.5:
            n.add("  Medicare provider ", S("LICENSE", C.provider_au(r)))
    elif ctx.loc == "NZ":
        n.add(r.choice(["Reg. no. ", "APC no. ", "Board reg "]), S("LICENSE", C.digits(r, 5)))
    else:
        n.add(r.choice(["College reg. #", "Registration #", "Reg # "]), S("LICENSE", C.digits(r, r.choice([5, 6]))))
    n.add("\n")


def _head(n, ctx, inst, clin, title):
    r = ctx.rng
    st = r.randrange(3)
    if st == 0:
        B.letterhead(n, ctx, inst, style=r.choice([0, 2]))
        n.add(title, "\n")
    elif st == 1:
        n.add(S("HOSPITAL", inst.name), " - ", title, "\n", ctx.addr_parts(inst.addr, style=0), " | ",
              S("PHONE", inst.phone), "\n\n")
    else:
        n.add(title.upper(), "\n", S("HOSPITAL", inst.name), "   ", S("PHONE", inst.phone), "   ",
              S("EMAIL", inst.email(r)), "\n\n")
    n.add("Client: ", ctx.pt_name(r.choice(["full", "caps", "fullmid"])), "   DOB: ", ctx.v["DOB"], " (", ctx.v["AGE"], ")\n")
    if r.random() < 0.7:
        n.add("Address: ", ctx.v["ADDR1"], "   Ph: ", ctx.v["MOB"], "\n")
    n.add("Date of session: ", ctx.D(ctx.visit), "   Session ", str(r.randint(1, 12)), "\n")
    n.add("Clinician: ", ctx.dname(clin, "fullcred"), "\n")
    if r.random() < 0.6:
        n.add("Referrer: ", ctx.dname(ctx.clin("GP"), "drfull"), ", ", ctx.v["PRAC0_NAME"], " (referral dated ",
              ctx.D(ctx.past(10, 120)), ")\n")
    n.add("\n")


def _claim_line(n, ctx):
    r = ctx.rng
    cm = ctx.fam("CM", "case manager")
    if ctx.loc == "AU":
        n.add("Funding: WorkCover, claim ", S("HEALTHPLAN", "%s%s" % (r.choice(["", "WC"]), C.digits(r, 9))),
              "; insurer case manager ", ctx.fname(cm, "full"), " (", S("PHONE", C.phone(r, "AU", "land")),
              ", ", S("EMAIL", "%s.%s@%s" % (C._ascii(cm.p.given.lower().replace(" ", "")), C._ascii(cm.p.sur.lower().replace(" ", "").replace("'", "")),
                                            C.slug(r.choice(P.INSURER["AU"]).replace("_", " "))[:14] + ".com.au")), ")\n")
    elif ctx.loc == "NZ":
        n.add("Funding: ACC, claim no. ", S("HEALTHPLAN", C.digits(r, 11)), "; ACC case owner ", ctx.fname(cm, "full"),
              ", ph ", S("PHONE", C.phone(r, "NZ", "land")), "\n")
    else:
        n.add("Funding: ", r.choice(["WSIB" if ctx.addr.state == "ON" else "WCB", "extended health benefits"]),
              " claim #", S("HEALTHPLAN", C.digits(r, 8)),
              "; adjudicator ", ctx.fname(cm, "full"), " ", S("PHONE", C.phone(r, "CA", "land", ext=True)), "\n")


def _physio_extra_s(ctx):
    r = ctx.rng
    return ("Pattern: %s. Eased by %s. Red flags screened - nil (no night pain, weight loss, bladder/bowel change). "
            "Previous treatment: %s.\nGoals (PSFS): %s.\n" % (
                r.choice(["stiff first thing, eases after 30 min", "worse end of day", "constant ache, sharp with twisting",
                          "intermittent, provoked by lifting"]),
                r.choice(["heat and walking", "rest and ice", "stretching", "analgesia"]),
                r.choice(["nil", "chiropractor x3 with temporary relief", "massage", "steroid injection last year"]),
                r.choice(["lift grandchild (3/10), sleep through (4/10), walk 5 km (2/10)",
                          "return to full duties (2/10), play golf (0/10)",
                          "climb stairs (5/10), garden 1 h (3/10)", "drive 1 h (4/10), carry shopping (3/10)"])))


def _physio_extra_o(ctx):
    r = ctx.rng
    hep = r.sample(["bridging 3x10", "bird-dog 2x10 each side", "wall squats 3x12", "theraband ER 3x15",
                    "calf raises 3x15", "chin tucks 10 x 5 s", "sit-to-stand 3x10", "side-lying clams 3x15",
                    "walking 20 min daily", "pendulums 2 min", "single-leg balance 3 x 30 s"], 4)
    return ("Treatment today: %s.\nHome exercise program (updated):\n%s\nOutcome measures: %s %d%%; pain NRS %d/10.\n" % (
        r.choice(["soft tissue massage, PA mobs L4/5 grade III, education re pacing",
                  "joint mobilisation GH grade II-III, scapular setting", "dry needling, taping, gait retraining",
                  "McKenzie extension in lying, education on posture"]),
        "\n".join("  %d. %s" % (i + 1, h) for i, h in enumerate(hep)),
        r.choice(["ODI", "QuickDASH", "LEFS", "NDI"]), r.randint(12, 64), r.randint(1, 7)))


def _goals(ctx, items):
    r = ctx.rng
    g = r.sample(items, min(3, len(items)))
    return "Goals:\n" + "\n".join("  - %s" % x for x in g) + "\n"


def physio(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("PHYSIO1", "PHYSIO")
    inst = ctx.inst("PHYSIOC1", "physio")
    work = 17 <= ctx.age <= 68 and r.random() < 0.7
    _head(n, ctx, inst, clin, r.choice(["Physiotherapy Progress Note", "Physio Review"] +
                                       (["Return to Work Physiotherapy Report"] if work else [])))
    if work:
        _claim_line(n, ctx)
    region = r.choice(["lumbar spine", "R shoulder", "L knee", "cervical spine", "R wrist", "L ankle"])
    n.add("\nS: ")
    if work:
        n.add("Injured ", region, " at work (", ctx.v["EMP"], ") on ", ctx.D(ctx.past(14, 120), ctx.ns), " while ",
              r.choice(["lifting stock", "moving a patient", "loading a truck", "pulling cable", "stacking pallets"]),
              ". Works as a ", ctx.v["PROF"], ". ")
    else:
        n.add(region.capitalize(), " pain since ", ctx.v["DPAST"], " after ", r.choice(["a fall in the garden",
                                                                                          "parkrun", "netball", "no clear trigger",
                                                                                          "moving house"]), ". ")
    n.add("Pain %d/10 (was %d/10). " % (r.randint(1, 6), r.randint(5, 9)), r.choice([
        "Sleeping better.", "Aggravated by sitting >30 min.", "Still waking at night.", "Managing stairs now."]), "\n")
    n.add(_physio_extra_s(ctx))
    obj = {"lumbar spine": "Flexion to mid-shin, ext 50%, SLR 70/80, neuro screen normal.",
           "R shoulder": "Shoulder flex 140, abd 120, ER 40, HBB L3; painful arc 70-110.",
           "L knee": "Knee ROM 0-125, quads lag 5 deg, effusion trace.",
           "cervical spine": "Cx rotation R 60 L 45, PPIVMs stiff C5/6, ULTT1 negative.",
           "R wrist": "Wrist ext 50, flex 45, grip 18 kg (L 32 kg), TFCC load test painful.",
           "L ankle": "DF lunge 6 cm (R 11 cm), single-leg hop painful, anterior drawer negative."}[region]
    n.add("O: ", obj,
          " Strength ", r.choice(["4/5", "4+/5", "5/5"]), ".\n")
    n.add(_physio_extra_o(ctx))
    n.add("A: ", r.choice(["Improving as expected.", "Slow progress; fear-avoidance.", "Plateaued - consider imaging."]), "\n")
    n.add("P: ", r.choice(["Progress graded exercise program.", "Manual therapy + home program.", "Hydrotherapy at ",
                           "Gym program 3x/wk."]))
    if n.buf[-1].endswith("at "):
        n.add(S("LOCATION_OTHER", r.choice(["Westbrook Aquatic Centre", "Bayside Leisure Centre", "Lakeview Pool"])), ".")
    n.add("\n")
    if work:
        n.add("\nCapacity: suitable duties ", r.choice(["4 h/day", "6 h/day", "full hours modified"]), " from ",
              ctx.DN(ctx.visit), " to ", ctx.DN(ctx.future(7, 28)), ". Discussed with supervisor ",
              ctx.fname(ctx.fam("SUP", "supervisor"), "full"), " by phone on ", ctx.v["WDAY"], ".\n")
        if ctx.loc == "NZ" and r.random() < 0.4:
            n.add("Client's IRD number provided for ACC weekly compensation: ", S("SSN", C.ird_nz(r)), ".\n")
    n.add("Next appointment ", ctx.DN(ctx.future(3, 14)), ".\n\n", ctx.dname(clin, "fullcred"), "\n")
    _reg(n, ctx, clin)
    return n


def ot(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("OT1", "OT")
    inst = ctx.inst("OTC1", "ot")
    drive = 17 <= ctx.age and r.random() < 0.5
    _head(n, ctx, inst, clin, "Occupational Therapy " + ("Driver Assessment" if drive else "Home Safety Assessment"))
    if drive:
        n.add("Reason: fitness-to-drive assessment following ", r.choice(["stroke", "cognitive decline", "R TKR",
                                                                           "vision change"]), " (referred by ",
              ctx.dname(ctx.clin("SPEC1", "SPEC"), "dr"), ").\n")
        n.add("Licence no. ", S("LICENSE", C.driver_licence(r, ctx.loc, ctx.addr.state)), ", class ",
              r.choice(["C", "1", "G", "5", "HR"]), ". Vehicle used: client's own ", r.choice(["Corolla", "Mazda 3", "Hilux",
                                                                                          "Civic", "Outlander"]),
              ", plate ", S("VEHICLE", C.plate(r, ctx.loc, ctx.addr.state)), ".\n\n")
        n.add("Off-road: ", r.choice(["MMSE 26/30", "Trails B 142 s", "UFOV risk category 2", "visual fields full"]),
              "; reaction time ", r.choice(["within norms", "slowed"]), ".\n")
        n.add("On-road (", str(r.randint(35, 60)), " min, with driving instructor ", ctx.fname(ctx.fam("INS", "instructor"), "full"),
              ", dual-control car plate ", S("VEHICLE", C.plate(r, ctx.loc, ctx.addr.state)), "): route from ",
              S("HOSPITAL", inst.name), " through ", S("CITY", ctx.addr.suburb), " including ", S("LOCATION_OTHER",
              r.choice(["Eastlink roundabout", "Harbour Road overpass", "Kingsway shopping strip"])),
              ". ", r.choice(["Safe, appropriate speed and observation.", "Two instructor interventions at intersections.",
                              "Failed to give way on two occasions."]), "\n\n")
        n.add("Outcome: ", r.choice(["Fit to drive - unconditional.", "Conditional licence: daylight, 20 km radius of home.",
                                     "Not currently fit to drive; recommend licence suspension."]), "\n")
        n.add("Observations: ", r.choice(["lane position drifted on curves", "good mirror checks", "late braking at stop signs",
                                          "hesitant merging", "appropriate gap selection"]), "; ",
              r.choice(["speed well controlled", "slightly under limit", "reversing park completed safely",
                        "required prompting for head checks"]), ".\n")
        n.add("Discussed outcome with client and ", ctx.fam("F1").rel, " ", ctx.fname(ctx.fam("F1"), "given"),
              ", who will provide transport to appointments if needed.\n")
        n.add("Report sent to licensing authority and ", ctx.dname(ctx.clin("GP"), "drfull"), " on ", ctx.DN(ctx.future(1, 5)), ".\n")
    else:
        f = ctx.fam("F1")
        n.add("Home visit at ", ctx.v["ADDR1"], " with ", f.rel, " ", ctx.fname(f, "full"), ".\n")
        n.add("Home: ", r.choice(["single-level brick home, 3 steps at entry", "2-storey townhouse", "ground-floor unit",
                                  "rural property, long driveway"]), ". Bathroom: shower over bath, no rails.\n")
        n.add("Observed transfers: bed ", r.choice(["indep", "supervision"]), ", toilet ", r.choice(["with rail", "indep"]),
              ", shower ", r.choice(["unable to step over bath", "needs assist"]), ".\n")
        n.add("Recommendations:\n- Grab rails x2 (shower, toilet)\n- Over-toilet frame, shower stool (loan equipment no. ",
              S("DEVICE", "EQ-%s" % C.digits(r, 5)), ")\n- Remove rugs; sensor lights hallway\n- Personal alarm: pendant ID ",
              S("DEVICE", C.device_serial(r)), "\n")
        n.add(_goals(ctx, ["Shower independently and safely", "Reduce falls risk at home", "Remain living at home",
                           "Return to preparing simple meals", "Access the garden safely"]))
        n.add("Education: energy conservation, safe footwear, what to do after a fall. ", ctx.fname(f, "given"),
              " shown how to set up the shower stool.\n")
        n.add("Builder quote for rails requested from ", S("ORGANIZATION", "%s Home Modifications" % r.choice(P.INST_STEMS[ctx.loc]).replace("_", " ")),
              ".\n")
    n.add("\n", ctx.dname(clin, "fullcred"), "  ", S("PHONE", inst.phone), "\n")
    _reg(n, ctx, clin)
    return n


def diet(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("DIET1", "DIET")
    inst = ctx.inst("DIETC1", "diet")
    _head(n, ctx, inst, clin, "Dietetic Consultation")
    n.add("Reason: ", r.choice(["T2DM, weight management", "IBS - low FODMAP", "CKD diet", "coeliac disease, new dx",
                                "unintentional weight loss"]), "\n")
    wt = r.uniform(45, 140)
    n.add("Anthropometry: wt %.1f kg (%.1f kg on " % (wt, wt * r.uniform(0.92, 1.1)), ctx.v["DPAST"],
          "), ht %d cm, BMI %.1f.\n" % (r.randint(150, 195), r.uniform(17, 45)))
    n.add("Medications: ", B.meds_inline(ctx, 1, 4), ".\n")
    n.add("Diet history: ", r.choice(["skips breakfast; takeaway 4x/week", "large portions, soft drink daily",
                                      "vegetarian, low protein intake", "grazes at night after shifts"]),
          ". Works as a ", ctx.v["PROF"], "; ", r.choice(["cooks for family", "partner cooks", "lives alone"]), ".\n")
    n.add("Biochemistry (from GP, ", ctx.DN(ctx.past(5, 60)), "): HbA1c %.1f%%, TG %.1f, LDL %.1f, eGFR %d, albumin %d.\n" % (
        r.uniform(5.4, 10.2), r.uniform(0.8, 4.5), r.uniform(1.5, 4.8), r.randint(30, 100), r.randint(30, 45)))
    n.add("Typical day:\n  B: ", r.choice(["nil / coffee with 2 sugars", "toast x2 with margarine", "cereal with full-cream milk"]),
          "\n  L: ", r.choice(["pie or sausage roll", "sandwich from home", "leftovers, rice"]),
          "\n  D: ", r.choice(["meat and 2 veg, large serve", "takeaway", "pasta"]),
          "\n  Snacks: ", r.choice(["biscuits, chips", "fruit", "lollies at work"]), "\n")
    n.add("Activity: ", r.choice(["sedentary job, walks dog on weekends", "physical job", "gym 2x/week"]), ".\n")
    n.add(_goals(ctx, ["Reduce sugar-sweetened drinks to nil", "Include protein at each meal", "Use the plate model",
                       "FODMAP elimination 4-6 weeks then rechallenge", "Weight loss 5% over 6 months",
                       "Gluten-free label reading"]))
    n.add("Education provided: label reading, portion sizes, carbohydrate distribution. Handouts given.\n")
    n.add("Plan: review ", ctx.DN(ctx.future(14, 56)), "; letter to ", ctx.dname(ctx.clin("GP"), "dr"), ".\n\n")
    n.add(ctx.dname(clin, "fullcred"), "\n")
    _reg(n, ctx, clin)
    return n


def speech(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("SPEECH1", "SPEECH")
    inst = ctx.inst("SPEECHC1", "speech")
    _head(n, ctx, inst, clin, "Speech Pathology Report" if ctx.loc == "AU" else "Speech-Language Therapy Report")
    if ctx.age < 14:
        par = ctx.fam("PAR", r.choice(["mother", "father", "mum", "grandmother"]))
        tch = ctx.fam("TCH", "teacher")
        n.add(ctx.pt_name("given"), " attended with ", ctx.pron("his"), " ", par.rel, " ", ctx.fname(par, "full"),
              ". ", ctx.pron("He"), " attends ", S("ORGANIZATION", ctx.inst("SCHOOL", "school").name), "; ", ctx.pron("his"),
              " teacher ", ctx.fname(tch, "title"), " reports difficulty following instructions and being understood by peers.\n\n")
        n.add("Assessment: CELF-5 core language SS %d; articulation: fronting /k g/, cluster reduction. Intelligibility "
              "~%d%% to unfamiliar listeners.\n" % (r.randint(68, 95), r.randint(40, 80)))
        n.add("History: first words at 18 months; hearing test at ", S("HOSPITAL", ctx.inst("AUDC1", "audiology").name),
              " on ", ctx.v["DPAST"], " normal. Grommets ", r.choice(["inserted ", "not required"]))
        if n.buf[-1].endswith("inserted "):
            n.add(ctx.v["MYPAST"])
        n.add(". Older sibling ", ctx.fname(ctx.fam("SIB", r.choice(["brother", "sister"])), "given"), " also saw a speech pathologist.\n")
        n.add("Session: targeted /k/ in CV words with minimal pairs; %d%% accuracy with cues. " % r.randint(40, 85),
              r.choice(["Engaged well with the barrier game.", "Needed frequent movement breaks.",
                        "Shy initially, warmed up."]), "\n")
        n.add(_goals(ctx, ["Produce /k g/ at word level with 80% accuracy", "Follow 2-step classroom instructions",
                           "Use 5-word sentences to retell events", "Improve intelligibility to peers"]))
        n.add("Plan: fortnightly therapy; home program emailed to ", S("EMAIL", "%s.%s@%s" % (
            C._ascii(par.p.given.lower().replace(" ", "")), C._ascii(par.p.sur.lower().replace(" ", "").replace("'", "")),
            r.choice(P.MAIL_DOMAINS[ctx.loc]))), "; liaise with school learning support.\n")
        if ctx.loc == "AU" and r.random() < 0.6:
            n.add("NDIS participant no. ", S("HEALTHPLAN", "43%s" % C.digits(r, 7)), "\n")
    else:
        hosp = ctx.inst("HOSP1", "hospital")
        n.add("Inpatient swallow review, ", S("HOSPITAL", hosp.name), ", ", S("HOSPITAL", "%s %s" % (
            r.choice(P.WARD_NAMES[ctx.loc]), r.choice(["Ward", "Stroke Unit", "Unit"]))), " bed ",
              S("LOCATION_OTHER", str(r.randint(1, 32))), ".\n")
        n.add("Background: L MCA stroke ", ctx.v["DRECENT"], ". ", ctx.fam("F1").rel.capitalize(), " ",
              ctx.fname(ctx.fam("F1"), "given"), " present.\n")
        n.add("Assessment: wet voice after thin fluids; delayed swallow initiation. Managing IDDSI level 5 minced & moist "
              "and level 2 mildly thick fluids.\n")
        n.add("Oral motor: mild R facial weakness, reduced tongue elevation, voice breathy. Cough on command weak.\n")
        n.add("Recommendations: upright 90 degrees for meals and 30 min after; small sips via cup; supervision by nursing "
              "staff; medications crushed in puree where safe (check with pharmacy); oral care BD.\n")
        n.add("Plan: continue modified diet; review ", ctx.v["WDAY"], "; instrumental assessment (FEES) booked. Education "
              "given to ", ctx.fam("F1").rel, " regarding thickened fluids.\n")
    n.add("\n", ctx.dname(clin, "fullcred"), "\n")
    _reg(n, ctx, clin)
    return n


def podiatry(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("POD1", "POD")
    inst = ctx.inst("PODC1", "podiatry")
    _head(n, ctx, inst, clin, "High-Risk Foot Review")
    n.add("Presenting concern: ", r.choice(["routine high-risk review", "new callus and pain under R 1st MPJ",
                                            "discoloured nail L hallux", "blister from new shoes"]), ".\n")
    n.add("Medications: ", B.meds_inline(ctx, 2, 5), ".\n")
    n.add("Hx: T2DM since ", ctx.v["YPAST"], ", peripheral neuropathy, previous ulcer R hallux healed ", ctx.v["MYPAST"], ".\n")
    n.add("Vascular: DP %s, PT %s. TBI %.2f.\nNeuro: monofilament %d/10 sites.\n" % (
        r.choice(["palpable", "absent"]), r.choice(["palpable", "weak"]), r.uniform(0.4, 1.0), r.randint(2, 10)))
    n.add("Skin: callus plantar 1st MPJ debrided; ", r.choice(["no ulceration", "superficial ulcer 6 x 4 mm",
                                                               "fissures heels"]), ".\n")
    n.add("Nails: thickened hallux nails debrided; ", r.choice(["onychomycosis suspected", "no involution", "ingrown L hallux lateral border"]),
          ".\nRisk category: ", r.choice(["high", "moderate", "low"]), " (neuropathy + ", r.choice(["PAD", "deformity", "previous ulcer"]), ").\n")
    n.add("Education: daily foot checks, moisturise heels not between toes, never walk barefoot, seek help within 24 h "
          "if any break in skin. ", ctx.fam("F1").rel.capitalize(), " ", ctx.fname(ctx.fam("F1"), "given"), " helps with checks.\n")
    n.add("Footwear: custom orthoses from ", S("HOSPITAL", "%s Orthotics" % r.choice(P.INST_STEMS[ctx.loc]).replace("_", " ")),
          ". Plan 6-weekly review; next ", ctx.DN(ctx.future(30, 50)), ".\n\n")
    n.add(ctx.dname(clin, "fullcred"), "\n")
    _reg(n, ctx, clin)
    return n


def psych(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("PSYCH1", "PSYCH")
    inst = ctx.inst("PSYCHC1", "psych")
    _head(n, ctx, inst, clin, "Psychology Session Note")
    if ctx.loc == "AU":
        n.add("Better Access session ", str(r.randint(1, 10)), " of 10 (MHTP ", ctx.D(ctx.past(30, 200)), ")\n")
    n.add("Presenting: ", r.choice(["workplace stress and low mood", "panic attacks", "grief following death of ",
                                    "PTSD after assault"]))
    if n.buf[-1].endswith("of "):
        g = ctx.fam("DEC", r.choice(["mother", "father", "brother", "husband" if ctx.pt.sex == "F" else "wife"]))
        n.add(g.rel, " ", ctx.fname(g, "given"), " on ", ctx.v["DPAST"])
    n.add(".\n")
    n.add("Session: ", ctx.pt_name("pref"), " reported ", r.choice(["ongoing conflict with manager ", "improved sleep",
                                                                   "two panic attacks at ", "avoidance of "]))
    if n.buf[-1].endswith("manager "):
        n.add(ctx.fname(ctx.fam("MGR", "manager"), "full"), " at ", ctx.v["EMP"])
    elif n.buf[-1].endswith("at ") or n.buf[-1].endswith("of "):
        n.add(S("LOCATION_OTHER", r.choice(["Northgate Shopping Centre", "Central Station", "Riverside Plaza"])))
    n.add(". K10 %d (was %d). DASS-21 D %d A %d S %d.\n" % (r.randint(14, 38), r.randint(20, 45), r.randint(0, 28),
                                                          r.randint(0, 20), r.randint(0, 34)))
    n.add("Client described ", r.choice(["a week of improved routine and two walks with a friend",
                                          "difficulty concentrating at work and irritability at home",
                                          "nightmares three nights this week", "feeling 'on edge' in crowded places"]),
          ". Sleep %d-%d h. Appetite %s. Alcohol %s.\n" % (r.randint(3, 6), r.randint(6, 9), r.choice(["reduced", "normal", "increased"]),
                                                           r.choice(["nil", "2-3 drinks most nights", "weekends only"])))
    n.add("Intervention: ", r.choice(["CBT - cognitive restructuring", "graded exposure hierarchy", "behavioural activation",
                                      "trauma-focused CBT"]), ". Reviewed thought record; identified 'all-or-nothing' "
          "thinking. Practised paced breathing and grounding. Homework: activity schedule and thought diary.\n")
    n.add("MSE: well-groomed, good eye contact, speech normal rate, mood 'so-so', affect reactive, no perceptual "
          "disturbance, insight and judgement fair.\n")
    n.add("Risk: denies SI. Safety plan reviewed. Supports: ", ctx.fam("F1").rel, " ", ctx.fname(ctx.fam("F1"), "given"), ".\n")
    n.add("Next session: ", ctx.DN(ctx.future(7, 21)), " (", r.choice(["telehealth", "in person"]), ").\n\n")
    n.add(ctx.dname(clin, "fullcred"), "\n")
    _reg(n, ctx, clin)
    return n


def social_work(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("SW1", "SW")
    hosp = ctx.inst("HOSP1", "hospital")
    n.add(S("HOSPITAL", hosp.name), " - Social Work Progress Note\n", ctx.D(ctx.visit), "   ", ctx.v["MRNL"], " ", ctx.v["MRN"], "\n")
    n.add("Patient: ", ctx.pt_name("caps"), ", ", ctx.v["AGE"], " y/o, ", S("HOSPITAL", "%s %s" % (
        r.choice(P.WARD_NAMES[ctx.loc]), r.choice(["Ward", "Unit"]))), " bed ", S("LOCATION_OTHER", str(r.randint(1, 30))), "\n\n")
    f = ctx.fam("F1")
    n.add("Referred for discharge planning and financial hardship. Lives at ", ctx.v["ADDR1"], " with ", f.rel, " ",
          ctx.fname(f, "full"), ". ")
    n.add(r.choice(["Landlord ", "Property manager "]), ctx.fname(ctx.fam("LL", "landlord"), "full"), " has issued a notice to vacate by ",
          ctx.DN(ctx.future(14, 60)), ".\n")
    if ctx.loc == "AU":
        n.add("Income: Centrelink JobSeeker; CRN ", S("SSN", "%s %s %s%s" % (C.digits(r, 3), C.digits(r, 3), C.digits(r, 3),
                                                                             r.choice("ABCHJKLX"))), ".\n")
    elif ctx.loc == "NZ":
        n.add("Income: Jobseeker Support; client number ", S("SSN", C.digits(r, 9)), "; IRD ", S("SSN", C.ird_nz(r)), ".\n")
    else:
        n.add("Income: ODSP/provincial assistance; SIN ", S("SSN", C.sin_ca(r)), " provided for application.\n")
    n.add("Previously worked as a ", ctx.v["PROF"], " at ", ctx.v["EMP"], " until ", ctx.v["MYPAST"], ".\n")
    n.add("Psychosocial assessment: ", r.choice(["limited family support; estranged from siblings",
                                                 "strong church and community network",
                                                 "recent bereavement, grieving", "history of family violence, now safe"]),
          ". Patient expressed worry about rent arrears (~$%s) and medication costs.\n" % format(r.randint(400, 4000), ","))
    n.add("Discussed: discharge destination options, home supports, financial counselling, advance care planning.\n")
    n.add("Liaised with: ward CNM ", ctx.dname(ctx.clin("RN4", "RN"), "full"), "; OT ", ctx.dname(ctx.clin("OT2", "OT"), "full"),
          " re home equipment; ", ctx.dname(ctx.clin("GP"), "drfull"), " (GP) re ongoing scripts.\n")
    n.add("Actions: housing application lodged (ref ", S("IDNUM", C.generic_id(r, r.choice(["H", "HA-", ""]), 7)),
          "); food vouchers; contacted ", S("ORGANIZATION", r.choice(["St Brigid's Pantry",
                                                                      "%s Community Pantry" % ctx.addr.suburb,
                                                                      "%s Tenancy Advice Service" % r.choice(P.INST_STEMS[ctx.loc]).replace("_", " ")])),
          ".\nFamily meeting with ", f.rel, " on ", ctx.v["DFUT"], ".\n\n")
    n.add(ctx.dname(clin, "fullcred"), "  ext ", S("PHONE", str(r.randint(2000, 7999))), "\n")
    return n


def audiology(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("AUD1", "AUD")
    inst = ctx.inst("AUDC1", "audiology")
    _head(n, ctx, inst, clin, "Audiology - Hearing Aid Fitting")
    n.add("History: gradual hearing decline since ", ctx.v["YPAST"], "; noise exposure as a ", ctx.v["PROF"], "; ",
          r.choice(["bilateral tinnitus", "no tinnitus", "intermittent R tinnitus"]), ". ", ctx.fam("F1").rel.capitalize(),
          " reports TV volume very loud.\n")
    n.add("Audiogram: bilateral sloping moderate-severe SNHL. Speech in noise ", r.choice(["poor", "moderate"]), ".\n")
    n.add("Thresholds (dB HL)   250  500  1k  2k  4k  8k\n")
    for ear in ("R", "L"):
        base = r.randint(15, 35)
        n.add("  %s                  %3d  %3d %3d %3d %3d %3d\n" % (ear, base, base + 5, base + 10, base + r.randint(20, 30),
                                                                  base + r.randint(35, 50), base + r.randint(40, 60)))
    n.add("Tympanometry type A bilat. COSI goals: hear grandchildren, TV at normal volume, church services.\n")
    n.add("Fitted: ", r.choice(["RIC", "BTE"]), " aids. L serial ", S("DEVICE", C.device_serial(r)), ", R serial ",
          S("DEVICE", C.device_serial(r)), "; TV streamer serial ", S("DEVICE", C.device_serial(r)), ".\n")
    n.add("Counselling: insertion/removal practised, battery/charging, cleaning, realistic expectations in noise; "
          "acclimatisation schedule (4 h/day increasing). Real-ear measures matched to NAL-NL2 targets.\n")
    if ctx.loc == "AU":
        n.add("Hearing Services Program voucher ", S("IDNUM", C.generic_id(r, "", 10)), ".\n")
    n.add(ctx.fam("F1").rel.capitalize(), " ", ctx.fname(ctx.fam("F1"), "given"), " attended for training. Warranty to ",
          ctx.DN(ctx.visit.replace(year=ctx.visit.year + 3) if not (ctx.visit.month == 2 and ctx.visit.day == 29)
                 else ctx.visit.replace(year=ctx.visit.year + 3, day=28)), ". Review 2/52.\n\n")
    n.add(ctx.dname(clin, "fullcred"), "\n")
    _reg(n, ctx, clin)
    return n


def ep(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("EP1", "EP")
    inst = ctx.inst("EPC1", "ep")
    _head(n, ctx, inst, clin, "Exercise Physiology Program Review")
    if ctx.loc == "AU" and r.random() < 0.5:
        n.add("NDIS number: ", S("HEALTHPLAN", "43%s" % C.digits(r, 7)), "; plan manager ", ctx.fname(ctx.fam("PM", "plan manager"), "full"),
              " (", S("EMAIL", "invoices@%s.com.au" % C.slug(r.choice(P.INST_STEMS["AU"]).replace("_", " "))), ")\n")
    n.add("History: referred by ", ctx.dname(ctx.clin("GP"), "dr"), " for ", r.choice(["improving glycaemic control",
                                                                                     "cardiac rehab phase III",
                                                                                     "strength and falls prevention",
                                                                                     "fatigue management"]),
          ". Previously inactive; works as a ", ctx.v["PROF"], ". Screened with ESSA pre-exercise tool - ",
          r.choice(["low risk", "moderate risk, GP clearance received"]), ".\n")
    n.add(_goals(ctx, ["Walk 5 km without rest", "Independent gym program", "Reduce HbA1c", "Return to bowls",
                       "Climb stairs without rails"]))
    n.add("Condition: ", r.choice(["T2DM + obesity", "post-CABG", "knee OA", "MS", "chronic LBP"]), ". Sessions at ",
          S("LOCATION_OTHER", r.choice(["Bayside Leisure Centre", "Westbrook Aquatic Centre", "Lakeview Community Gym"])),
          " on ", ctx.v["WDAY"], " and ", ctx.v["WDAY"], ".\n")
    n.add("Program: warm-up 10 min cycle; resistance circuit (leg press, seated row, chest press, step-ups) 2x12 at RPE 13; "
          "balance work; cool-down. BP pre %d/%d post %d/%d.\n" % (r.randint(110, 150), r.randint(65, 90), r.randint(115, 160),
                                                                     r.randint(65, 90)))
    n.add("6MWT %d m (baseline %d m on " % (r.randint(280, 620), r.randint(200, 500)), ctx.v["DPAST"], "). Sit-to-stand %d.\n" % r.randint(6, 20))
    n.add("Plan: progress resistance 2x/week, walk 30 min daily; review ", ctx.DN(ctx.future(14, 42)), ".\n\n")
    n.add(ctx.dname(clin, "fullcred"), "\n")
    _reg(n, ctx, clin)
    return n


def allied(ctx):
    r = ctx.rng
    if ctx.age < 14:
        return ctx.pick("allied_child", [speech, physio, diet])(ctx)
    fns = [physio, ot, diet, speech, podiatry, psych, social_work, audiology, ep]
    return ctx.pick("allied", fns)(ctx)
