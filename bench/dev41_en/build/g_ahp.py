"""Dietetics and speech & language therapy notes."""
import general
import pools
from common import (header, signature, audit_footer, social, gp_line, nok_line, location_line, idline, hp_str,
                    acct_str, numbered, letter_head, company, care_home, pharmacy, charity, church, maybe, family_member)
from clinical import num, accession, serial
from markup import M, PAT, DOC, FAM, AGE, HOSP, LOC, IDN, PHONE, FAX, EMAIL, URL, USER, ORG, PROF, COUNTRY, CITY, \
    IP, STREET

DIET_DX = ["post-stroke dysphagia", "head and neck cancer on radiotherapy", "decompensated alcohol-related liver disease",
           "COPD with weight loss", "pancreatic cancer", "hip fracture, frailty", "heart failure (cardiac cachexia)",
           "Crohn's disease flare", "CKD stage 4", "newly diagnosed T2DM", "motor neurone disease", "anorexia nervosa",
           "post-op ileus after right hemicolectomy", "pressure ulcer grade 4", "Parkinson's disease with weight loss"]


def diet_wt(ctx):
    r = ctx.rng
    usual = r.uniform(55, 105)
    loss = r.uniform(3, 16)
    now = usual * (1 - loss / 100)
    ht = r.uniform(1.50, 1.88)
    return usual, now, loss, ht


def dietetics(ctx):
    r = ctx.rng
    pt = ctx.pt
    L = ctx.loc.code
    V = ctx.V
    diet = ctx.new_staff("diet", r.choice(["Specialist Dietitian", "Dietitian", "Senior Dietitian", "Clinical Dietitian", "RDN, LD" if L == "US" else "Band 6 Dietitian"]),
                         "RDN" if L == "US" else ("RD" if L == "CA" else ("APD" if L == "AU" else None)))
    ref_by = ctx.new_staff("nurse", r.choice(["Staff Nurse", "RN", "Charge Nurse"]))
    doc = ctx.new_staff("doctor", r.choice(V["junior"]))
    dx = r.choice(DIET_DX)
    usual, now, loss, ht = diet_wt(ctx)
    bmi = now / ht / ht
    months = r.randint(2, 9)
    kcal = r.choice([25, 27, 30, 32, 35])
    prot = r.choice([1.0, 1.2, 1.5])
    must = r.randint(2, 5)
    ref_date = ctx.ago(r.randint(0, 3))
    pump = M("DEVICE", serial(r, r.choice(["FLC", "KGZ", "EPMP", "INF"])))
    onsb = r.choice(["Fortisip Compact Protein", "Ensure Plus", "Fresubin 2kcal", "Ensure Compact", "Resource 2.0", "Boost Plus"])
    feed = r.choice(["Nutrison Energy", "Osmolite 1.5", "Jevity 1.5", "Fresubin Original", "Peptamen AF"])
    comm_diet = ctx.new_staff("diet", "Community Dietitian")
    comm_org = HOSP(r.choice(["%s Community Nutrition Service" % ctx.addr["city"], "%s Health Centre" % ctx.addr["city"],
                              "%s Community Health Services" % ctx.addr["city"]]))
    mow = ORG(r.choice(["%s Meals on Wheels" % ctx.addr["city"], "%s Community Kitchen" % ctx.addr["city"], charity(r, ctx.addr["city"])]))
    tube = r.random() < 0.4
    layout = r.choice(["adime", "abcde", "soap", "review", "letter"])
    out = []
    wt_hist = "Weight %.1f kg (%s, %s). Usual weight %.1f kg (%s) - %.1f%% loss over %d months. Height %.2f m (%s). BMI %.1f kg/m2." % (
        now, r.choice(["standing scales", "hoist scales", "chair scales", "estimated"]), ctx.d(ctx.today, "short"),
        usual, ctx.d(ctx.ago(months * 30 + r.randint(0, 20)), r.choice(["month_year", "mon_year", "num"])), loss, months, ht,
        r.choice(["measured", "reported", "ulna length"]), bmi)
    bio = "Na %s, K %s, PO4 %s, Mg %s, Cr %s, CRP %s, glucose %s." % (num(r, 128, 144), num(r, 3.2, 5.4, 1), num(r, 0.45, 1.3, 2),
                                                                    num(r, 0.55, 0.95, 2), num(r, 45, 250), num(r, 2, 180), num(r, 4.2, 14, 1))
    intake = r.choice([
        "Usual: cereal or toast for breakfast, sandwich at lunch, main meal cooked by %s %s. Currently managing ~1/4 of hospital meals" % (ctx.nok_rel, ctx.nok.first()),
        "Appetite poor for %d weeks; mainly tea with sugar and biscuits. Gets frozen meals from %s %d days a week" % (r.randint(2, 10), mow, r.randint(3, 7)),
        "Eats 2 small meals a day; avoids meat since %s. Drinks %d cups of tea" % (ctx.d(ctx.ago(r.randint(300, 3000)), "year"), r.randint(3, 10)),
        "Follows a halal diet; %s cooks traditional meals. Intake 50%% of estimated requirements on food charts" % ctx.nok.full(),
        "Nil by mouth since %s pending SLT review; on IV fluids only" % ctx.d(ctx.ago(r.randint(1, 3)), r.choice(["short", "weekday"]))])
    reqs = "Estimated requirements (%s): energy %d kcal/kg = %d kcal/day; protein %.1f g/kg = %d g/day; fluid %d mL/day." % (
        r.choice(["PENG", "Henry", "Mifflin-St Jeor", "ASPEN"]), kcal, int(kcal * now), prot, int(prot * now), int(30 * now))
    if tube:
        plan = ["Fine-bore NGT placed %s; position confirmed on CXR (%s) by %s" % (ctx.d(ctx.today, "short"), IDN(accession(r, "rad")), doc.dr_full()),
                "Feed: %s at %d mL/h for %d h via pump (serial %s); flush 30 mL water 4-hourly" % (feed, r.choice([25, 40, 55, 65, 75, 85]), r.choice([16, 18, 20, 22]), pump),
                "Refeeding risk %s: start at 10 kcal/kg, thiamine + vitamin B co-strong, check PO4/Mg/K daily for 3 days" % r.choice(["high", "moderate"]),
                "Weekly weights; food and fluid chart"]
    else:
        plan = ["%s 1 bottle BD between meals (prescribed)" % onsb,
                "Food-first: fortified milk, high-energy snacks; 'Red tray' for assistance",
                "Weekly weights, food record charts x3 days",
                "Consider NG feeding if intake < 50%% at review %s" % ctx.d(ctx.later(r.randint(3, 7)), r.choice(["short", "weekday", "num"]))]
    if layout == "adime":
        out.append("MEDICAL NUTRITION THERAPY - INITIAL ASSESSMENT (ADIME)")
        out.append(header(ctx, "facesheet" if L in ("US", "CA") else "kv", nok=r.random() < 0.5, gp=r.random() < 0.4))
        out.append("Consult: %s by %s (%s); reason: %s, MST %d" % (ctx.d(ref_date), doc.dr_full(), doc.role, r.choice(["weight loss", "poor intake", "pressure injury", "TF initiation"]), r.randint(2, 5)))
        out.append("")
        out.append("ASSESSMENT")
        out.append("Dx: %s. %s" % (dx, ctx.age_phrase()))
        out.append("Anthropometrics: %s" % wt_hist)
        out.append("Biochemical: %s" % bio)
        out.append("NFPE: %s" % r.choice(["moderate temporal wasting, mild fat loss orbital", "severe muscle wasting clavicles", "bilateral pitting oedema +2"]))
        out.append("Food/nutrition history: %s." % intake)
        out.append("Client history: " + " ".join(social(ctx, depth=1)))
        out.append("")
        out.append("DIAGNOSIS (PES)")
        out.append("Malnutrition (%s, %s context) related to %s as evidenced by %.0f%% weight loss in %d months and intake < 50%% of needs." % (
            r.choice(["moderate", "severe"]), r.choice(["chronic disease", "acute illness"]), dx, loss, months))
        out.append("")
        out.append("INTERVENTION")
        out.append(reqs)
        out.append(numbered(plan, "num"))
        out.append("Education provided to patient and %s %s." % (ctx.nok_rel, ctx.nok.full()))
        out.append("")
        out.append("MONITORING/EVALUATION")
        out.append("Follow up %s. Goals: intake >= 75%% of needs, weight stable." % ctx.d(ctx.later(r.randint(2, 5)), "wd"))
        out.append("")
        out.append(signature(ctx, diet, "esig"))
        out.append("Pager %s" % PHONE(diet.bleep))
    elif layout == "abcde":
        out.append("DIETETIC ASSESSMENT")
        out.append(header(ctx, r.choice(["sticker", "kv", "pipe"])))
        out.append("Referred %s by %s (%s) - MUST %d." % (ctx.d(ref_date), ref_by.full(), HOSP(ctx.ward), must))
        out.append("")
        out.append("A: %s" % wt_hist)
        out.append("B: %s" % bio)
        out.append("C: %s. Bowels %s. %s" % (dx, r.choice(["open, normal", "constipated 4/7", "loose x3/day - stool sample %s" % IDN(accession(r, "lab"))]),
                                             r.choice(["Nausea controlled.", "Sore mouth.", "Dentures ill-fitting.", "SLT: IDDSI 6 soft & bite-sized, thin fluids."])))
        out.append("D: %s." % intake)
        out.append("E: " + " ".join(social(ctx, depth=1)))
        out.append("")
        out.append("Nutritional diagnosis: %s malnutrition; refeeding risk %s." % (r.choice(["moderate", "severe", "at risk of"]), r.choice(["low", "moderate", "high"])))
        out.append(reqs)
        out.append("Aim: %s" % r.choice(["weight maintenance", "weight gain 0.5 kg/week", "meet 75% of requirements orally"]))
        out.append("Plan:")
        for p in plan:
            out.append("  - %s" % p)
        out.append("  - Discussed with %s and %s %s (%s)." % (pt.first(), pt.his, ctx.nok_rel, ctx.nok.full()))
        out.append("Will review %s." % ctx.d(ctx.later(r.randint(2, 7)), r.choice(["wd", "weekday", "short"])))
        out.append("")
        out.append(signature(ctx, diet, r.choice(["form", "plain", "bleep"])))
    elif layout == "soap":
        out.append("Dietetics %s %s" % (ctx.d(ctx.today), ctx.time))
        out.append("%s | %s | %s %s | %s" % (pt.full(), ctx.dob_str(), ctx.mrn_label, M("MRN", ctx.mrn), HOSP(ctx.ward)))
        out.append("")
        out.append("S: %s %s" % (pt.formal(), r.choice(["reports appetite picking up.", "'can't face food', nauseous mornings.", "finding supplements too sweet; prefers savoury.",
                                                         "worried about weight loss before surgery %s." % ctx.d(ctx.later(r.randint(5, 20)), "short")])))
        out.append("   Diet history: %s. %s" % (intake, r.choice(["", "Worked as a %s until %s." % (PROF(ctx.prof), ctx.d(ctx.ago(r.randint(400, 5000)), "year")),
                                                           "%s %s does the shopping at %s." % (pt.His, ctx.nok_rel, ORG(r.choice(pools.COMPANY_A) + " " + r.choice(["Supermarket", "Foods", "Market"])))])))
        out.append("O: %s\n   %s" % (wt_hist, bio))
        out.append("A: %s. %s" % (dx, reqs))
        out.append("P:\n" + numbered(plan, "num"))
        out.append("")
        out.append(signature(ctx, diet, r.choice(["dash", "bleep", "signed"])))
        out.append(audit_footer(ctx, diet))
    elif layout == "review":
        out.append("DIETITIAN REVIEW - %s" % ctx.d(ctx.today, "wd"))
        out.append("%s (%s), bed %s, %s. %s" % (pt.full(), ctx.age_phrase(), LOC(ctx.bed), HOSP(ctx.ward), " ".join(idline(ctx))))
        out.append("Initial assessment %s (%s)." % (ctx.d(ctx.ago(r.randint(3, 10))), diet.full() if r.random() < 0.5 else "%s, dietitian" % comm_diet.full()))
        out.append("")
        out.append("Progress: weight %.1f kg today (was %.1f kg on %s). Food charts: %d-%d%% of meals. %s" % (
            now + r.uniform(-1.2, 1.2), now, ctx.d(ctx.ago(7), "short"), r.randint(20, 60), r.randint(60, 100),
            r.choice(["Taking ONS 1-2/day.", "Refusing ONS.", "Tolerating feed at goal rate."])))
        out.append("Weights: %s" % "; ".join("%.1f kg (%s)" % (now + r.uniform(-1.5, 2.5), ctx.d(ctx.ago(k), "short")) for k in (21, 14, 7)))
        out.append("Diagnosis: %s. Estimated requirements unchanged - %s" % (dx, reqs.split(": ", 1)[1]))
        out.append("Bloods: %s" % bio)
        out.append("Diet/texture: %s; %s" % (r.choice(["normal", "IDDSI level 6 soft & bite-sized", "IDDSI level 5 minced & moist", "diabetic", "renal"]),
                                            r.choice(["family bringing meals from home", "likes porridge and custard", "halal meals ordered", "vegetarian"])))
        out.append("Issues: %s" % r.choice(["loose stools on feed", "nausea", "pulled NGT x2 overnight - bridle discussed", "hypophosphataemia - replaced"]))
        out.append("Plan:\n" + numbered(plan[:2] + ["Family (%s) asked to bring in preferred snacks" % ctx.nok.first(),
                                                    "Discharge: refer to %s (%s, %s)" % (comm_org, comm_diet.full(), PHONE(ctx.tel("home")))], "dash"))
        out.append("")
        out.append("%s, %s  ext %s" % (diet.full(), diet.role, PHONE(str(r.randint(2000, 7999)))))
    else:  # letter
        out.append(letter_head(ctx, "Nutrition & Dietetics"))
        out.append("")
        out.append("%s" % ctx.d(ctx.today, "long"))
        out.append("")
        out.append("%s\n%s\n%s" % (comm_diet.full(), comm_org, ctx.loc.fmt_address(ctx.loc.address(), block=True)))
        out.append("")
        out.append("Dear %s," % comm_diet.first())
        out.append("")
        out.append("Re: %s, DOB %s, %s" % (pt.full_mid(), ctx.dob_str(), ", ".join(idline(ctx))))
        out.append("%s" % ctx.loc.fmt_address(ctx.addr))
        out.append("")
        out.append("I would be grateful if you could continue dietetic follow-up for %s, a %s with %s, who is being discharged "
                   "home %s. %s" % (pt.formal(), ctx.age_phrase(True), dx, ctx.d(ctx.later(r.randint(1, 3)), "long"), wt_hist))
        out.append("")
        out.append("Dietary history: %s." % intake)
        out.append("%s" % reqs)
        out.append("")
        out.append("Discharge plan:\n" + numbered(plan, "dash"))
        if tube:
            out.append("Home enteral feeding company: %s (customer no. %s), nurse visit arranged %s." % (
                ORG(r.choice(pools.COMPANY_A) + " Homecare Nutrition"), M("ACCOUNT", "HEF" + str(r.randint(100000, 999999))), ctx.d(ctx.later(r.randint(2, 5)), "short")))
        out.append("")
        out.append("%s can be contacted on %s. Please contact me with any questions." % (pt.formal(), PHONE(ctx.mobile)))
        out.append("")
        out.append("Yours sincerely,\n\n%s\n%s\n%s %s\n%s | %s" % (diet.full(), diet.role, diet.lic[0], M("LICENSE", diet.lic[1]),
                                                                   PHONE(ctx.tel("home")), EMAIL(diet.email)))
        out.append("")
        out.append("cc: %s %s, %s; patient" % (V["gp"], ctx.gp.dr_full(), HOSP(ctx.practice)))
    return "\n".join(out)


# ---------------------------------------------------------------------------

SLT_DX = ["L MCA infarct", "R MCA infarct", "brainstem stroke", "Parkinson's disease", "advanced dementia",
          "aspiration pneumonia", "head and neck cancer post-chemoradiotherapy", "motor neurone disease",
          "traumatic brain injury", "post-extubation after prolonged ventilation", "COPD with recurrent chest infections",
          "multiple sclerosis", "frailty with recurrent LRTI"]
IDDSI = {0: "thin", 1: "slightly thick", 2: "mildly thick", 3: "moderately thick/liquidised", 4: "extremely thick/pureed",
         5: "minced & moist", 6: "soft & bite-sized", 7: "regular"}


def slt(ctx):
    r = ctx.rng
    pt = ctx.pt
    L = ctx.loc.code
    V = ctx.V
    sl = ctx.new_staff("slt", r.choice([V["slt_long"][0].upper() + V["slt_long"][1:], "Specialist %s" % V["slt"], "Clinical Lead %s" % V["slt"], "%s, CCC-SLP" % V["slt"] if L == "US" else "Senior %s" % V["slt"]]),
                       "MS, CCC-SLP" if L == "US" else ("S-LP(C)" if L == "CA" else None))
    ref_by = ctx.new_staff("nurse", r.choice(["Staff Nurse", "RN", "Stroke Nurse"]))
    doc = ctx.new_staff("doctor", r.choice(V["junior"]))
    rad = ctx.new_staff("doctor", "Consultant Radiologist" if L != "US" else "Radiologist")
    dx = r.choice(SLT_DX)
    food = r.choice([4, 5, 5, 6, 6, 7])
    fluid = r.choice([0, 1, 2, 2, 3])
    ref_date = ctx.ago(r.randint(0, 3))
    acc = IDN(accession(r, "rad"))
    instr = r.choice(["VFSS", "FEES"])
    inst_date = ctx.later(r.randint(1, 6))
    layout = r.choice(["bedside", "vfss", "comms", "review", "discharge"])
    out = []
    trials = []
    for lvl, meth in [(0, "cup"), (0, "teaspoon"), (2, "cup"), (4, "teaspoon"), (6, "cracker"), (7, "biscuit")]:
        if r.random() < 0.7:
            res = r.choice(["no overt signs of aspiration", "immediate cough x2", "wet voice after swallow", "delayed swallow initiation",
                            "reduced laryngeal elevation on palpation", "oral residue, cleared with prompt", "prolonged oral prep, tired"])
            trials.append("Level %d %s via %s: %s" % (lvl, IDDSI[lvl], meth, res))
    comm = r.choice(["alert, follows 2-stage commands, mild word-finding difficulty", "expressive dysphasia; yes/no reliable 80%",
                     "moderate dysarthria, intelligible in known context", "global aphasia; relies on gesture", "no communication difficulties noted",
                     "hypophonic speech, fatigue"])
    recs = ["Diet: IDDSI level %d (%s)" % (food, IDDSI[food]), "Fluids: IDDSI level %d (%s)" % (fluid, IDDSI[fluid]),
            "Sit fully upright, small sips/mouthfuls, supervision %s" % r.choice(["1:1", "distant", "close"]),
            "Medications: %s" % r.choice(["crushed in puree where appropriate (pharmacy checked)", "whole with puree", "liquid formulations via pharmacy"]),
            "Oral care BD with %s" % r.choice(["toothbrush", "foam swab", "chlorhexidine gel"])]
    out_pt = r.random() < 0.5
    if layout == "bedside":
        out.append("%s - CLINICAL SWALLOW EVALUATION" % ("SPEECH-LANGUAGE PATHOLOGY" if L in ("US", "CA") else ("SPEECH PATHOLOGY" if L == "AU" else "SPEECH AND LANGUAGE THERAPY")))
        out.append(header(ctx, r.choice(["kv", "sticker", "facesheet", "compact"]), nok=r.random() < 0.5))
        out.append("Date: %s %s   Referred by: %s (%s) on %s - %s" % (ctx.d(ctx.today), ctx.time, ref_by.full(), ref_by.role, ctx.d(ref_date, "short"),
                                                                   r.choice(["failed nurse swallow screen", "coughing with drinks", "wet voice at meals", "post-extubation"])))
        out.append("")
        out.append("Background: %s %s. Admitted %s. %s" % (ctx.age_phrase(), dx, ctx.d(ctx.ago(r.randint(2, 10))), r.choice(["Previously on normal diet.", "Lives in %s, previously soft diet." % HOSP(care_home(r)), "Chest: CXR RLL changes."])))
        out.append("Social: " + " ".join(social(ctx, depth=1)))
        out.append("Communication/cognition: %s." % comm)
        out.append("Oromotor: %s; dentition %s; voice %s; volitional cough %s." % (
            r.choice(["R facial weakness", "reduced tongue ROM", "WNL", "reduced lip seal"]), r.choice(["own, good", "edentulous, dentures at home", "upper denture only"]),
            r.choice(["clear", "wet", "hoarse", "breathy"]), r.choice(["strong", "weak", "absent"])))
        out.append("")
        out.append("Trials:")
        for t in trials or ["Level 0 thin via teaspoon: immediate cough"]:
            out.append("  - %s" % t)
        out.append("")
        out.append("Impression: %s oropharyngeal dysphagia with %s risk of aspiration." % (r.choice(["mild", "moderate", "severe"]), r.choice(["low", "moderate", "high"])))
        out.append("Recommendations:\n" + numbered(recs, "num"))
        out.append("%s booked %s (request %s)." % (instr, ctx.d(inst_date, r.choice(["wd", "short"])), acc))
        out.append("Discussed with %s, %s, and %s %s%s." % (ref_by.full(), doc.dr_full(), ctx.nok_rel, ctx.nok.full(), maybe(r, 0.5, " by phone (%s)" % PHONE(ctx.nok_tel))))
        out.append("Bedside sign and IDDSI poster placed by bed %s." % LOC(ctx.bed))
        out.append("")
        out.append(signature(ctx, sl, r.choice(["signed", "form", "esig", "plain"])))
    elif layout == "vfss":
        out.append("%s REPORT - %s" % ("VIDEOFLUOROSCOPIC SWALLOW STUDY" if instr == "VFSS" else "FIBREOPTIC ENDOSCOPIC EVALUATION OF SWALLOWING", HOSP(ctx.hosp)))
        out.append("Patient: %s   DOB: %s   %s" % (pt.caps(), ctx.dob_str(), "   ".join(idline(ctx))))
        out.append("Study date: %s   Accession: %s   Referrer: %s" % (ctx.d(ctx.today), acc, doc.dr_full()))
        out.append("Clinicians: %s (%s)%s" % (sl.full(), sl.role, ", %s (%s)" % (rad.dr_full(), rad.role) if instr == "VFSS" else ""))
        out.append("Indication: %s; %s." % (dx, r.choice(["recurrent chest infections", "clinical signs of aspiration at bedside", "to guide diet upgrade"])))
        out.append("")
        out.append("Findings:")
        out.append("  Oral phase: %s" % r.choice(["reduced bolus control, premature spillage to valleculae", "adequate", "prolonged, piecemeal deglutition"]))
        out.append("  Pharyngeal phase: %s" % r.choice(["delayed initiation at pyriform sinuses; reduced BOT retraction", "reduced hyolaryngeal excursion", "mild vallecular residue"]))
        out.append("  Penetration-Aspiration Scale: thin %d, mildly thick %d, puree %d" % (r.randint(5, 8), r.randint(1, 5), r.randint(1, 3)))
        out.append("  Strategies trialled: %s" % r.choice(["chin tuck - effective", "effortful swallow - partially effective", "double swallow - reduced residue"]))
        out.append("")
        out.append("Recommendations:\n" + numbered(recs, "dash"))
        out.append("Images archived under accession %s; report sent to %s %s." % (acc, V["gp"], ctx.gp.dr_full()))
        out.append("")
        out.append(signature(ctx, sl, r.choice(["esig", "signed"])))
        if instr == "VFSS":
            out.append("Radiologist: %s, %s %s" % (rad.dr_full(), rad.lic[0], M("LICENSE", rad.lic[1])))
    elif layout == "comms":
        out.append("%s - COMMUNICATION ASSESSMENT" % V["slt"])
        out.append(header(ctx, r.choice(["kv", "compact", "pipe"])))
        out.append("Seen %s on %s." % (ctx.d(ctx.today, "wd"), HOSP(ctx.ward)))
        out.append("")
        out.append("Background: %s, %s. Premorbidly worked as a %s%s; %s. Speaks %s at home; family from %s." % (
            ctx.age_phrase(), dx, PROF(ctx.prof), maybe(r, 0.5, " at %s" % ORG(company(r))),
            r.choice(["keen reader", "active in local choir at %s" % ORG(church(r, ctx.addr["city"])), "enjoys crosswords", "uses smartphone and email (%s)" % EMAIL(ctx.pt_email)]),
            r.choice(["English", "Punjabi and English", "Polish", "Cantonese", "Samoan and English", "Irish and English"]),
            COUNTRY(r.choice(pools.COUNTRIES))))
        out.append("Hearing/vision: %s" % r.choice(["hearing aids R only", "glasses for reading", "cataracts", "no concerns"]))
        out.append("")
        out.append("Assessment (%s):" % r.choice(["informal", "FAST", "Sheffield Screening Test", "WAB-R bedside", "Frenchay Dysarthria Assessment"]))
        out.append("  Comprehension: %s" % r.choice(["intact for single words, impaired for complex sentences", "good", "severely impaired"]))
        out.append("  Expression: %s" % r.choice(["fluent, paraphasias; names %d/10 objects" % r.randint(2, 9), "non-fluent, effortful; automatic speech preserved", "reduced intelligibility ~%d%%" % r.randint(30, 80)]))
        out.append("  Reading/writing: %s" % r.choice(["reads single words", "can write name only", "intact"]))
        out.append("  Conversation: %s %s" % (comm, "- used his/her own name correctly (\"i'm %s\")" .replace("his/her", pt.his) % PAT(pt.given.lower()) if r.random() < 0.5 else ""))
        out.append("")
        out.append("Impression: %s." % r.choice(["moderate expressive aphasia", "severe receptive aphasia", "mild-moderate flaccid dysarthria", "cognitive-communication disorder"]))
        out.append("Plan:\n" + numbered(["Communication passport with %s %s" % (ctx.nok_rel, ctx.nok.first()),
                                         "Therapy 3x/week while inpatient",
                                         "Family training session %s" % ctx.d(ctx.later(r.randint(1, 6)), r.choice(["wd", "short"])),
                                         "Refer community %s on discharge (%s)" % (V["slt"], HOSP("%s %s" % (ctx.addr["city"], r.choice(["Community Rehab Team", "Neuro Rehab Service", "Community Health Centre"]))))], "num"))
        out.append("")
        out.append(signature(ctx, sl, r.choice(["form", "plain", "bleep", "dash"])))
    elif layout == "review":
        out.append("%s review %s %s" % (V["slt"], ctx.d(ctx.today), ctx.time))
        out.append("%s, %s, bed %s. %s" % (pt.full(), ctx.age_phrase(), LOC(ctx.bed), " / ".join(idline(ctx))))
        out.append("Dx: %s. Initial %s assessment %s (%s): %s." % (dx, V["slt"], ctx.d(ctx.ago(r.randint(2, 9)), "short"), sl.full() if r.random() < 0.5 else "%s, %s" % (ctx.new_staff("slt", V["slt"]).full(), V["slt"]),
                                                               r.choice(["moderate oropharyngeal dysphagia", "mild oral dysphagia", "severe dysphagia, NBM", "silent aspiration on %s" % instr])))
        out.append("Current recommendations: IDDSI %d diet, IDDSI %d fluids, %s." % (food, fluid, r.choice(["supervision at meals", "upright 90 degrees", "small teaspoon amounts", "meds in puree"])))
        out.append("")
        out.append("Nursing report (%s): %s" % (ref_by.full(), r.choice(["managing level 5 diet well", "coughing with thin fluids at breakfast", "spiked temp overnight", "pocketing food on R"])))
        out.append("Observed at lunch with %s %s: %s" % (ctx.nok_rel, ctx.nok.first(), "; ".join(trials[:2]) if trials else "tolerated well"))
        out.append("Chest: %s per %s. Temp %s, CRP %s. Oral hygiene: %s." % (r.choice(["clear", "ongoing RLL changes", "improving"]), doc.dr(),
                                                                         "%.1f" % r.uniform(36.2, 38.1), num(r, 4, 140), r.choice(["good", "coated tongue - oral care plan reinforced", "dry mouth"])))
        out.append("Communication: %s." % comm)
        out.append("Education: %s %s shown how to set up tray, thicken drinks (%s scoops per 200 mL) and prompt %s." % (
            ctx.nok_rel.capitalize(), ctx.nok.full(), r.choice(["1", "2", "3"]), pt.first()))
        out.append("Plan: %s" % r.choice(["upgrade to IDDSI level %d" % min(7, food + 1), "continue current recommendations", "downgrade fluids to level %d pending %s" % (min(4, fluid + 1), instr),
                                          "risk feeding discussion with %s and family %s" % (doc.dr(), ctx.d(ctx.later(1), "weekday"))]))
        out.append("Next review %s." % ctx.d(ctx.later(r.randint(1, 3)), r.choice(["weekday", "short", "wd"])))
        out.append("")
        out.append("Goals: %s" % r.choice(["safe oral intake with minimal aspiration risk", "upgrade to normal fluids before discharge", "comfort feeding"]))
        out.append("")
        out.append("%s (%s) - %s" % (sl.full(), sl.role, PHONE(ctx.tel("home") if r.random() < 0.5 else sl.bleep)))
        out.append(audit_footer(ctx, sl))
    else:  # discharge report
        out.append(letter_head(ctx, "Speech and Language Therapy" if L not in ("US", "CA", "AU") else ("Speech Pathology" if L == "AU" else "Speech-Language Pathology")))
        out.append("")
        out.append(ctx.d(ctx.today, "long"))
        cs = ctx.new_staff("slt", "Community %s" % V["slt"])
        out.append("To: %s, %s, %s" % (cs.full(), HOSP("%s Community %s Service" % (ctx.addr["city"], V["slt"])), PHONE(ctx.tel("home"))))
        out.append("cc: %s %s, %s, fax %s" % (V["gp"], ctx.gp.dr_full(), HOSP(ctx.practice), FAX(ctx.practice_fax)))
        out.append("")
        out.append("Re: %s   DOB %s   %s" % (pt.full_mid(), ctx.dob_str(), "   ".join(idline(ctx))))
        out.append("Address: %s   Tel: %s" % (ctx.loc.fmt_address(ctx.addr), PHONE(ctx.home_tel)))
        out.append("")
        out.append("Dear %s," % cs.first())
        out.append("")
        out.append("%s was admitted to %s on %s with %s and was seen by our team on %d occasions. %s is being "
                   "discharged on %s to %s." % (pt.formal(), HOSP(ctx.ward), ctx.d(ctx.ago(r.randint(7, 30)), "long"), dx, r.randint(3, 14), pt.He,
                                                 ctx.d(ctx.later(r.randint(1, 3)), "long"), r.choice(["home with %s %s" % (pt.his, ctx.nok_rel), HOSP(care_home(r))])))
        out.append("")
        out.append("Current swallow recommendations:\n" + numbered(recs, "dash"))
        out.append("%s on %s showed %s (accession %s)." % (instr, ctx.d(ctx.ago(r.randint(2, 10)), "short"), r.choice(["silent aspiration of thin fluids", "penetration only with mildly thick fluids", "safe swallow for level 6 diet"]), acc))
        out.append("Communication: %s." % comm)
        out.append("")
        out.append("Goals for community: %s." % r.choice(["upgrade fluids when safe", "maintain safe oral intake", "carer training at home", "aphasia therapy, return to %s" % ORG(church(r, ctx.addr["city"]))]))
        out.append("%s %s (%s) is aware and keen to be involved." % (ctx.nok_rel.capitalize(), ctx.nok.full(), PHONE(ctx.nok_tel)))
        out.append("")
        out.append("Kind regards,\n\n%s\n%s\n%s %s\n%s" % (sl.full(), sl.role, sl.lic[0], M("LICENSE", sl.lic[1]), EMAIL(sl.email)))
    return "\n".join(out)
