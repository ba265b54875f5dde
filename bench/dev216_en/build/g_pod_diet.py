"""Genres: podiatry assessment with foot chart; dietitian consult with food diary."""
import pools as P
from common import (NB, make_ctx, letterhead, signature, footer, nm, title, fdate, shift, rtime,
                    pt_ref, serial, ref_no, digits)
from blocks import (pt_header, gp_ref, age_phrase, occupation, family_line, review_line, dstyle)

POD_TYPES = ["DIABETES FOOT ASSESSMENT", "General Podiatry Assessment", "BIOMECHANICAL ASSESSMENT",
             "High-Risk Foot Review", "Podiatry Initial Assessment", "Annual Foot Screen"]
PC = [
    "Painful corn dorsal 5th toe {side}, ~3/12 duration, worse in enclosed shoes.",
    "Ingrown toenail {side} hallux (lateral border), recurrent; two courses of flucloxacillin from GP.",
    "Plantar heel pain {side}, worse with first steps in the morning, x 4/12. VAS 7/10.",
    "Thickened, discoloured toenails; unable to cut own nails due to reduced reach and vision.",
    "Routine diabetes foot screen. Nil current complaints.",
    "Superficial ulcer plantar 1st MPJ {side}, first noticed ~2/52 ago.",
    "Achilles tendon pain {side} since increasing running volume for a half marathon.",
    "Forefoot pain 3rd interspace {side}, burning/tingling into toes ?Morton's neuroma.",
    "Callus under 2nd met head bilat, 'like walking on a stone'.",
    "Cracked heels bilat with fissures bleeding intermittently.",
]
MSK = ["Hallux valgus {side} (Manchester grade 2), 1st MPJ dorsiflexion 45°.",
       "Bilateral pes planus, FPI-6 +8 R / +7 L; reduced ankle DF (lunge test 6 cm R, 8 cm L).",
       "Claw toes 2–4 bilat, semi-rigid; prominent met heads with fat pad atrophy.",
       "Hallux limitus {side}, 1st MPJ DF 25°, dorsal exostosis palpable.",
       "Pes cavus bilat, FPI-6 −3; lateral column overload on gait.",
       "Rigid hammer toe 2nd {side} with apical callus; Charcot changes not evident.",
       "No gross deformity. Full ROM ankle/STJ/MTJ; muscle power 5/5 all groups."]
TREAT = ["Sharp debridement of callus plantar 1st & 2nd MPJ with #15 blade; enucleation of HD 5th toe {side}.",
         "Nails 1–5 bilat reduced with nippers and burred; subungual debris removed.",
         "Partial nail avulsion {side} hallux lateral border under local anaesthetic (3 mL 2% lignocaine plain, digital block); phenol 89% x 3 applications.",
         "Wound debrided to bleeding base, cleansed with normal saline, dressed with Inadine + foam; offloaded with felt aperture pad.",
         "Low-Dye taping applied {side}; calf stretching program demonstrated.",
         "Heel fissures debrided; urea 25% cream commenced BD.",
         "3 mm semi-compressed felt U-pad applied to 2nd met head {side}.",
         "Cast for custom orthoses (3D scan, Foot ID scan), EVA shell with 4° medial post."]
EDU = ["Daily foot checks using a mirror, or ask {fam} to check.",
       "Moisturise daily, not between toes.",
       "Avoid walking barefoot, including at the beach.",
       "Footwear: lace-up, depth toe-box, firm heel counter; wear in gradually.",
       "Signs of infection explained (redness, swelling, discharge, odour) – attend GP/ED same day."]
RISK = ["LOW RISK – no LOPS, no PAD, no deformity.", "MODERATE RISK – one risk factor (LOPS).",
        "HIGH RISK – LOPS + PAD / deformity.", "IN REMISSION – previous ulcer, now healed.",
        "ACTIVE – current ulceration, refer to high-risk foot service."]


def _side(rng):
    return rng.choice(["R", "L", "right", "left"])


def _row(nb, label, r, l, w=22):
    nb.cell(w, label)
    nb.cell(16, r)
    nb.w(l, "\n")


def gen_podiatry(rng, lower, cc):
    c = make_ctx(rng, cc, "podiatry", 35, 94)
    pt = c["pt"]
    nb = NB(lower)
    letterhead(nb, rng, c)
    kind = rng.choice(POD_TYPES)
    nb.w(kind.upper() if rng.random() < 0.5 else kind, "\n\n")
    nb.w(pt_header(rng, c))
    nb.w("Date of assessment: ", ("DATE", fdate(c["date"], dstyle(rng))), "   ", rtime(rng))
    if rng.random() < 0.5:
        nb.w("   Room ", ("LOCATION_OTHER", str(rng.randint(1, 6))))
    nb.w("\nPodiatrist: ", ("DOCTOR", nm(c["clin"]["p"], rng.choice(["full", "il"]))), "\n")
    nb.w("Referred by: ", gp_ref(rng, c), "\n")
    if cc == "AU" and rng.random() < 0.7:
        td = shift(c["date"], -rng.randint(10, 120))
        nb.w("Referral: GPMP/TCA dated ", ("DATE", fdate(td, "dmy")), " – Medicare item 10962, visit ",
             str(rng.randint(1, 5)), " of 5\n")
    elif cc == "IE" and rng.random() < 0.5:
        nb.w("Referral ref: ", ("IDNUM", ref_no(rng)), " (HSE diabetic foot pathway)\n")
    nb.w("\nPRESENTING COMPLAINT\n")
    side = _side(rng)
    nb.w(rng.choice(PC).format(side=side), " ")
    nb.w(pt_ref(rng, pt), " is ", age_phrase(rng, c), ". ", occupation(rng, c), "\n")
    if rng.random() < 0.4:
        nb.w("Symptoms began after ", rng.choice(["a walking holiday in ", "a cruise to ", "a trip home to "]),
             ("COUNTRY", rng.choice(P.ORIGIN_COUNTRIES)), " in ", ("DATE", fdate(shift(c["date"], -rng.randint(40, 300)), "month_y")), ".\n")
    nb.w("\nMEDICAL HISTORY\n")
    com = rng.sample(P.COMORBID, rng.randint(2, 5))
    for x in com:
        nb.w("- ", x, "\n")
    diab = rng.random() < 0.7
    if diab:
        y = c["date"].year - rng.randint(2, 25)
        nb.w("- T", rng.choice(["2", "2", "2", "1"]), "DM diagnosed ", ("DATE", str(y)), "; last HbA1c ",
             "%.1f%%" % rng.uniform(6.1, 10.4), " (", ("DATE", fdate(shift(c["date"], -rng.randint(14, 150)), "dmy")), ")\n")
    if rng.random() < 0.35:
        nb.w("- Previous ulcer ", rng.choice(["R", "L"]), " hallux, healed ", ("DATE", fdate(shift(c["date"], -rng.randint(200, 900)), "mon_y")),
             " (managed at ", ("HOSPITAL", c["hosp"]), " high-risk foot clinic)\n")
    nb.w("Medications: ", ", ".join(rng.sample(P.MEDS, rng.randint(2, 6))), "\n")
    nb.w("Allergies: ", rng.choice(["NKDA", "penicillin (rash)", "Elastoplast/adhesive tape", "sulfonamides", "nil known"]), "\n")
    nb.w("Social: ", family_line(rng, c), " ", rng.choice(["Ex-smoker (quit 2009).", "Never smoked.", "Current smoker 10/day.",
                                                           "Ex-smoker, 30 pack-years."]), "\n")
    nb.w("Footwear: ", rng.choice(["slip-on scuffs at home, runners when out", "steel-capped work boots 10 h/day",
                                  "court shoes, 5 cm heel", "well-fitting lace-up walking shoes", "thongs/sandals most of the year"]), "\n\n")
    nb.w("VASCULAR ASSESSMENT\n")
    _row(nb, "", "Right", "Left")
    pul = ["2+", "1+", "absent", "palpable", "weak"]
    _row(nb, "DP pulse", rng.choice(pul), rng.choice(pul))
    _row(nb, "PT pulse", rng.choice(pul), rng.choice(pul))
    _row(nb, "CFT (sec)", rng.choice(["<3", "3", "4"]), rng.choice(["<3", "3", "5"]))
    _row(nb, "Doppler DP", rng.choice(["triphasic", "biphasic", "monophasic"]), rng.choice(["triphasic", "biphasic", "monophasic"]))
    if diab or rng.random() < 0.5:
        _row(nb, "ABI", "%.2f" % rng.uniform(0.6, 1.25), "%.2f" % rng.uniform(0.6, 1.25))
        _row(nb, "TBI", "%.2f" % rng.uniform(0.4, 0.9), "%.2f" % rng.uniform(0.4, 0.9))
    nb.w("Oedema: ", rng.choice(["nil", "pitting to mid-shin bilat", "mild ankle oedema L"]), ". Hair growth ",
         rng.choice(["present", "reduced", "absent"]), ". Temp gradient ", rng.choice(["warm to cool", "normal"]), ".\n\n")
    nb.w("NEUROLOGICAL ASSESSMENT\n")
    mf = rng.randint(4, 10)
    _row(nb, "10 g monofilament", "%d/10" % mf, "%d/10" % rng.randint(4, 10))
    _row(nb, "Vibration 128 Hz", rng.choice(["present", "reduced", "absent"]), rng.choice(["present", "reduced", "absent"]))
    _row(nb, "Neurothesiometer", "%d V" % rng.randint(8, 45), "%d V" % rng.randint(8, 45))
    _row(nb, "Ankle reflex", rng.choice(["present", "reduced", "absent"]), rng.choice(["present", "reduced", "absent"]))
    nb.w("\nFOOT CHART – DERMATOLOGICAL (plantar/dorsal)\n")
    _row(nb, "Site", "R", "L")
    sites = ["Hallux (apex)", "1st MPJ plantar", "2nd met head", "5th toe dorsal", "4/5 interdigital", "Heel (posterior)",
             "Nails 1–5", "Lateral 5th MPJ"]
    les = ["—", "—", "—", "HD 4 mm", "HD 6 mm", "callus +", "callus ++", "HM", "IPK", "fissure", "OM (thick, yellow)",
           "OC lateral border", "ulcer 8 x 6 mm, depth 2 mm", "maceration", "tinea", "—"]
    for s in rng.sample(sites, rng.randint(5, 8)):
        _row(nb, s, rng.choice(les), rng.choice(les))
    nb.w("Key: HD heloma durum, HM heloma molle, IPK intractable plantar keratoma, OM onychomycosis, OC onychocryptosis\n")
    if rng.random() < 0.3:
        nb.w("Clinical photos taken (consent obtained), stored under image set ", ("IDNUM", "IMG-" + digits(rng, 6)), ".\n")
    nb.w("\nMUSCULOSKELETAL / BIOMECHANICAL\n", rng.choice(MSK).format(side=_side(rng)), "\n")
    if "BIOMECH" in kind.upper():
        nb.w("Gait: ", rng.choice(["early heel lift, abductory twist L", "prolonged pronation through midstance",
                                   "antalgic, reduced propulsion R"]), ". Treadmill video analysis at 10 km/h.\n")
    nb.w("\nRISK CLASSIFICATION: ", rng.choice(RISK), "\n\n")
    nb.w("TREATMENT TODAY\n")
    for t in rng.sample(TREAT, rng.randint(1, 3)):
        nb.w("- ", t.format(side=_side(rng)), "\n")
    if rng.random() < 0.25:
        nb.w("- Offloading: CAM walker issued, serial ", ("DEVICE", serial(rng)), "; to be returned at review.\n")
    nb.w("\nEDUCATION\n")
    fam = nm(c["spouse"], "first")
    for e in rng.sample(EDU, rng.randint(2, 4)):
        if "{fam}" in e:
            a, b = e.split("{fam}")
            nb.w("- ", a, ("FAMILY", fam), b, "\n")
        else:
            nb.w("- ", e, "\n")
    nb.w("\nPLAN\n")
    nb.w("1. ", review_line(rng, c), "\n")
    if rng.random() < 0.6:
        nb.w("2. Letter to ", gp_ref(rng, c, short=True), " re ", rng.choice(["arterial duplex", "vascular surgical opinion",
              "antibiotics for suspected paronychia", "HbA1c and renal function", "X-ray to exclude osteomyelitis"]), ".\n")
    if rng.random() < 0.4:
        nb.w("3. Footwear review at ", ("ORGANIZATION", rng.choice(["Fitwell Shoes", "The Walking Company", "Pedorthic Solutions",
             "Hennessy Footwear"])), " – ask for ", rng.choice(["extra-depth", "wide-fit", "rocker-sole"]), " style.\n")
    nb.w("\n")
    signature(nb, rng, c, closing=rng.choice(["", "Signed,", "Electronically signed"]))
    footer(nb, rng, c)
    return nb


# ------------------------------------------------------------------ dietitian
REASONS = [
    ("T2DM – newly diagnosed, HbA1c {a1c}%", True), ("weight management (BMI {bmi})", True),
    ("IBS – trial of low FODMAP diet", False), ("CKD stage 3b – potassium and protein advice", False),
    ("coeliac disease, recently diagnosed on duodenal biopsy", False), ("unintentional weight loss / malnutrition", False),
    ("hypercholesterolaemia, LDL {ldl} mmol/L", False), ("gestational diabetes follow-up", False),
    ("iron deficiency with vegetarian diet", False), ("gout – dietary purine advice", False),
]
BREAKFAST = ["2 Weet-Bix, full-cream milk, 2 tsp sugar", "white toast x2, butter, Vegemite", "nil – coffee only",
             "porridge (½ cup oats) with honey", "bacon & egg roll from servo", "full Irish (2 sausages, rasher, pudding, egg)",
             "Greek yoghurt, berries, muesli", "cornflakes, skim milk", "brown bread x2 with marmalade"]
SNACK = ["Tim Tams x3", "apple", "flat white + muffin", "packet of Tayto crisps", "2 Marietta biscuits", "banana",
         "handful almonds", "tea + 2 custard creams", "nil", "can of Coke", "protein bar", "scone with jam"]
LUNCH = ["ham & cheese sandwich on white", "leftover spag bol", "meat pie + sauce", "sushi rolls x2", "chicken salad wrap",
         "soup + brown bread", "toasted sandwich + chips", "rice, stir-fried veg, tofu", "chicken fillet roll", "2-minute noodles"]
DINNER = ["chops, mash, peas", "takeaway pizza (4 slices)", "roast chicken, potatoes, carrots", "pho", "bacon & cabbage, potatoes",
          "spaghetti carbonara", "fish & chips", "curry with rice (2 cups)", "steak, chips, salad", "stir-fry with noodles"]
SUPPER = ["ice-cream 2 scoops", "tea and toast", "2 glasses red wine", "nil", "cheese & crackers", "hot chocolate", "3 pints stout"]


def _cap(s):
    return s[:1].upper() + s[1:]


def _diary_cell(rng, pool):
    return rng.choice(pool)


def gen_dietitian(rng, lower, cc):
    c = make_ctx(rng, cc, "dietetics", 19, 88)
    pt = c["pt"]
    nb = NB(lower)
    letterhead(nb, rng, c)
    review = rng.random() < 0.35
    nb.w(rng.choice(["DIETETIC CONSULTATION", "Dietitian Consult", "NUTRITION ASSESSMENT", "Dietetics – Clinical Note"]),
         " – ", "Review" if review else "Initial", "\n\n")
    nb.w(pt_header(rng, c))
    nb.w("Date: ", ("DATE", fdate(c["date"], dstyle(rng))), "    Mode: ", rng.choice(["face-to-face", "telehealth (video)", "phone"]), "\n")
    nb.w("Dietitian: ", ("DOCTOR", nm(c["clin"]["p"], "full")), ", ", c["clin"]["creds"], "\n")
    nb.w("Referrer: ", gp_ref(rng, c))
    if cc == "AU" and rng.random() < 0.7:
        nb.w(" – CDM referral, item 10954")
    nb.w("\n\n")
    reason, wt = rng.choice(REASONS)
    while "gestational" in reason and (pt["sex"] == "M" or c["age"] > 44):
        reason, wt = rng.choice(REASONS)
    ht = rng.randint(150, 192)
    wkg = round(rng.uniform(48, 138), 1)
    bmi = wkg / (ht / 100.0) ** 2
    a1c = round(rng.uniform(6.5, 11.2), 1)
    ldl = round(rng.uniform(2.6, 5.9), 1)
    nb.w("REASON FOR REFERRAL\n", _cap(reason.format(a1c=a1c, bmi="%.1f" % bmi, ldl=ldl)), ". ")
    nb.w(pt_ref(rng, pt), " is ", age_phrase(rng, c), ". ")
    if rng.random() < 0.4:
        nb.w("Born in ", ("COUNTRY", rng.choice(P.ORIGIN_COUNTRIES)), ", moved to ", ("COUNTRY", c["country"]), " in ",
             ("DATE", str(c["dob"].year + rng.randint(18, 30) if c["age"] > 35 else c["date"].year - 3)), ".")
    nb.w("\n\nBACKGROUND\nPMHx: ", "; ".join(rng.sample(P.COMORBID, rng.randint(1, 4))), "\n")
    nb.w("Meds: ", ", ".join(rng.sample(P.MEDS, rng.randint(1, 5))), "\n")
    if rng.random() < 0.25:
        nb.w("CGM: ", rng.choice(["FreeStyle Libre 2", "Dexcom G7", "Guardian 4"]), " sensor, serial ", ("DEVICE", serial(rng)),
             "; time in range ", str(rng.randint(35, 80)), "% (14 days)\n")
    nb.w("\nBIOCHEMISTRY (", ("DATE", fdate(shift(c["date"], -rng.randint(5, 60)), rng.choice(["dmy", "d_mon_y", "dmy2"]))), ")\n")
    labs = [("HbA1c", "%.1f %%" % a1c, "<7.0"), ("Fasting glucose", "%.1f mmol/L" % rng.uniform(4.8, 12.5), "3.5–6.0"),
            ("Total chol", "%.1f mmol/L" % rng.uniform(3.5, 7.8), "<5.5"), ("LDL", "%.1f mmol/L" % ldl, "<2.0"),
            ("TG", "%.1f mmol/L" % rng.uniform(0.8, 4.2), "<2.0"), ("eGFR", "%d mL/min/1.73m²" % rng.randint(28, 95), ">60"),
            ("Ferritin", "%d µg/L" % rng.randint(6, 300), "30–300"), ("Vit D", "%d nmol/L" % rng.randint(22, 110), ">50"),
            ("Albumin", "%d g/L" % rng.randint(28, 46), "35–50"), ("Potassium", "%.1f mmol/L" % rng.uniform(3.6, 5.9), "3.5–5.2")]
    nb.cell(18, "Test"); nb.cell(22, "Result"); nb.w("Ref\n")
    for n_, v, r in rng.sample(labs, rng.randint(4, 7)):
        nb.cell(18, n_); nb.cell(22, v); nb.w(r, "\n")
    nb.w("\nANTHROPOMETRY\nHt ", str(ht), " cm   Wt ", "%.1f" % wkg, " kg   BMI ", "%.1f" % bmi, " kg/m²")
    if rng.random() < 0.6:
        nb.w("   Waist ", str(rng.randint(70, 135)), " cm")
    nb.w("\n")
    if review:
        nb.w("Weight at initial consult (", ("DATE", fdate(shift(c["date"], -rng.randint(30, 120)), "dmy")), "): ",
             "%.1f" % (wkg + rng.uniform(-1, 6)), " kg\n")
    elif rng.random() < 0.5:
        nb.w("Reports weighing ~", str(int(wkg + rng.randint(-12, 12))), " kg before ", ("DATE", rng.choice(["Christmas", "Easter", fdate(shift(c["date"], -400), "year")])), ".\n")
    d0 = shift(c["date"], -rng.randint(4, 12))
    nb.w("\nFOOD DIARY SUMMARY (3-day record, ", ("DATE", fdate(d0, "dm")), "–", ("DATE", fdate(shift(d0, 2), "dm")), ")\n")
    nb.cell(14, "Meal")
    for i in range(3):
        nb.cell(38, ("DATE", fdate(shift(d0, i), "wd_short")))
    nb.w("\n")
    for meal, pool in (("Breakfast", BREAKFAST), ("Morning tea", SNACK), ("Lunch", LUNCH), ("Afternoon", SNACK),
                       ("Dinner", DINNER), ("Supper", SUPPER)):
        nb.cell(14, meal)
        for i in range(3):
            nb.cell(38, _diary_cell(rng, pool))
        nb.w("\n")
    nb.w("Fluids: ", rng.choice(["~1.5 L water + 4 coffees", "2 L Diet Coke/day", "tea x6/day with 1 sugar", "1 L water, 2 stubbies beer nightly"]), "\n")
    nb.w("Observations: ", rng.choice(["breakfast often skipped; large evening meal", "high refined CHO and SSB intake",
                                       "low fruit/veg (≈1 serve/day)", "irregular meal pattern with shift work",
                                       "adequate protein, low fibre (~15 g/day)", "frequent takeaway (4–5 nights/week)"]), ".\n\n")
    nb.w("SOCIAL / LIFESTYLE\n", family_line(rng, c), " ", occupation(rng, c), " ")
    if rng.random() < 0.6:
        nb.w("Walks ", rng.choice(["the dog", "with a neighbour", "alone"]), " at ", ("LOCATION_OTHER", rng.choice(P.PARKS[cc])),
             " ", rng.choice(["3x/week", "most mornings", "on weekends"]), ".")
    if rng.random() < 0.4:
        sh = rng.choice(["Main cook is ", "Shopping and cooking done by "])
        nb.w(" ", sh, c["spouse_rel"], " ", ("FAMILY", nm(c["spouse"], rng.choice(["first", "full"]))), ".")
    nb.w("\n\nNUTRITION DIAGNOSIS (PES)\n")
    nb.w(rng.choice(["Excessive carbohydrate intake", "Inconsistent carbohydrate intake", "Inadequate energy intake",
                     "Food- and nutrition-related knowledge deficit", "Excessive saturated fat intake"]),
         " related to ", rng.choice(["limited cooking skills", "shift work and reliance on takeaway", "poor appetite post-op",
                                     "lack of prior nutrition education"]), " as evidenced by diet history and ",
         rng.choice(["HbA1c %.1f%%" % a1c, "BMI %.1f" % bmi, "weight loss of 6 kg in 3 months", "LDL %.1f" % ldl]), ".\n\n")
    nb.w("GOALS\n1. ", rng.choice(["Eat breakfast 5 days/week", "Swap soft drink for water/diet", "Include 2 serves fruit daily",
                                  "Reduce takeaway to 1 night/week", "Add protein at each meal"]), " by next review.\n2. ",
         rng.choice(["Use plate model at dinner", "Walk 30 min 5x/week", "Read labels for FODMAP content", "Limit alcohol to 2 standard drinks"]),
         ".\n\nEDUCATION PROVIDED\n", rng.choice(["Carbohydrate awareness, GI, portion sizes (hand method).",
                                                 "Low FODMAP phase 1 with app; rechallenge plan explained.",
                                                 "Potassium content of common foods; leaching of vegetables.",
                                                 "Food fortification, high-energy high-protein snacks, ONS (Ensure Plus 1/day).",
                                                 "Gluten-free label reading, cross-contamination at home."]), "\n\n")
    nb.w("PLAN\n- ", review_line(rng, c), "\n")
    if rng.random() < 0.5:
        nb.w("- Copy of this note to ", gp_ref(rng, c, short=True), " by fax ", ("FAX", c["gp_fax"]), ".\n")
    if rng.random() < 0.3:
        nb.w("- Invite to group program at ", ("LOCATION_OTHER", rng.choice(P.VENUES)), ".\n")
    nb.w("\n")
    signature(nb, rng, c, closing="")
    footer(nb, rng, c)
    return nb
