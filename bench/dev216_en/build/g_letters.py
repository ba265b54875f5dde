"""Genres: referral letter to GP; discharge letter."""
import pools as P
from common import (NB, make_ctx, letterhead, signature, footer, nm, title, fdate, shift, person, pt_ref, addr_args, urn)
from blocks import (gp_address_block, re_line, age_phrase, occupation, family_line, dstyle, dob_age, funding_lines)

DISCS = ["podiatry", "dietetics", "speech", "ot", "psychology"]
# scenario: (who, reason, finding 1, finding 2, request to the GP); who = adult | child | any
SCEN = {
    "podiatry": [
        ("adult", "a diabetes foot assessment",
         "On examination the DP and PT pulses were {p1} on the right and {p2} on the left, with an ABI of {abi} and monophasic Doppler signals at the left ankle.",
         "Protective sensation was reduced (monofilament {m}/10 sites bilaterally) and vibration was absent to the ankles.",
         "I would be grateful if you could arrange an arterial duplex of the left lower limb and consider referral to the vascular surgeons."),
        ("adult", "a non-healing ulcer on the L hallux",
         "There is a {u} mm ulcer plantar to the L hallux IPJ with surrounding callus; probe-to-bone was negative.",
         "There is mild erythema (<2 cm) around the wound margin but no lymphangitis or systemic features.",
         "Could you please consider an X-ray to exclude osteomyelitis, and a course of oral antibiotics if clinically indicated."),
        ("any", "a painful ingrown toenail",
         "The right hallux nail shows a lateral onychocryptosis with hypergranulation and a small amount of serous discharge.",
         "This is the third episode in 12 months, and a partial nail avulsion with phenolisation is planned.",
         "Please let me know of any contraindication to local anaesthetic; no antibiotics appear necessary at this stage."),
        ("adult", "plantar heel pain",
         "There is point tenderness at the medial calcaneal tubercle L, with a positive windlass test and FPI-6 of +{m}.",
         "Symptoms have persisted for 7 months despite stretching, taping and prefabricated orthoses.",
         "Could you consider a diagnostic ultrasound to exclude a partial plantar fascia tear before we proceed to shockwave therapy?"),
    ],
    "dietetics": [
        ("adult", "dietary management of type 2 diabetes",
         "A 3-day food record showed a high intake of refined carbohydrate and sugar-sweetened drinks, with breakfast skipped on most days.",
         "Weight today was {w} kg (BMI {bmi}) and the most recent HbA1c was 8.{m}%.",
         "Could you please repeat fasting lipids and HbA1c in 3 months, and consider review of the diabetes medications?"),
        ("adult", "unintentional weight loss",
         "Weight today was {w} kg (BMI {bmi}), down {wl} kg in three months, and the MUST score was 2 (high risk).",
         "Oral intake is about half of estimated requirements, limited by early satiety and taste changes.",
         "Could you please consider further investigation of the weight loss and a prescription for oral nutrition supplements?"),
        ("adult", "management of hyperkalaemia in CKD",
         "Potassium intake is high (estimated 4.5 g/day), mainly from potatoes, tomatoes, bananas and a potassium-based salt substitute.",
         "Protein intake is about 1.1 g/kg/day, which is appropriate for the current stage of CKD.",
         "Could you review the need for the salt substitute and repeat U&E in 2 weeks?"),
        ("adult", "IBS symptoms",
         "Symptoms (bloating, urgency) improved markedly on the elimination phase of the low FODMAP diet.",
         "Rechallenge has identified fructans and lactose as the main triggers.",
         "As coeliac serology was not on file, could you please arrange this before further gluten restriction?"),
        ("child", "fussy eating and slow weight gain",
         "The accepted food list is limited to about 18 foods, with no meat or green vegetables, and weight sits on the 10th centile.",
         "Milk intake is high (about 900 mL/day), which is likely displacing solids.",
         "Could you please check iron studies and ferritin given the low dietary iron intake?"),
    ],
    "speech": [
        ("adult", "a hoarse voice",
         "Perceptual assessment revealed a moderately rough, breathy voice (GRBAS G2 R2 B1 A0 S1) and an MPT of {mpt} seconds.",
         "Voice use is heavy at work, with little vocal rest and about 1 L of fluid a day.",
         "I would be grateful if you could refer {pt} to ENT for laryngoscopy, as symptoms have persisted over 6 weeks."),
        ("adult", "word-finding difficulties after a stroke",
         "On the WAB-R the Aphasia Quotient was {aq}, consistent with a mild anomic aphasia.",
         "Reading comprehension is relatively preserved, and written choice supports conversation well.",
         "Could you please consider a neuropsychology referral, as mild cognitive-communication changes were also noted?"),
        ("adult", "swallowing difficulties",
         "A clinical swallow examination showed coughing with thin fluids on 3/5 trials; mildly thick fluids were tolerated.",
         "There have been two chest infections treated with antibiotics in the past 3 months.",
         "Could you please consider a referral for a videofluoroscopic swallow study at {hosp}?"),
        ("child", "stuttering",
         "Stuttering frequency was {ss}% syllables stuttered, with blocks and secondary behaviours (eye blinking).",
         "The family report the stutter began about 8 months ago and has not resolved.",
         "No medical action is needed; I am writing to let you know that we have started the Lidcombe Program."),
        ("child", "a speech delay",
         "Speech testing showed a PCC of {pcc}% with fronting, stopping and cluster reduction.",
         "Receptive language is within the average range; expressive vocabulary is below average.",
         "A hearing test is recommended before further therapy; could you please arrange audiology?"),
    ],
    "ot": [
        ("adult", "a home safety assessment",
         "The home has {st} steps at the front entrance without rails and a step-over bath, and there are no grab rails in the bathroom.",
         "The Modified Barthel Index was {mbi}/100, with assistance needed for showering and lower-limb dressing.",
         "Could you please complete the medical section of the enclosed home adaptation funding form?"),
        ("adult", "hand pain and reduced grip",
         "Grip strength was {gr} kg R and {gl} kg L (Jamar, position 2), with a positive Finkelstein test on the right.",
         "A thumb spica splint has been fitted and activity modification discussed.",
         "Please consider a referral to the hand surgeon if symptoms persist beyond 6 weeks."),
        ("adult", "a driving and community access review",
         "Cognitive screening (MoCA {moca}/30) showed deficits in delayed recall and executive function, and Trails B took {tb} seconds.",
         "{pt} continues to drive daily, including at night.",
         "A formal fitness-to-drive medical review is recommended; I have enclosed information on the OT on-road assessment."),
        ("adult", "fatigue management for MS",
         "The Modified Fatigue Impact Scale score was {mfis}/84, with marked afternoon fatigue and heat sensitivity.",
         "An energy conservation plan and activity diary have been introduced.",
         "Could you please review whether a neurology opinion on fatigue management is warranted?"),
        ("child", "handwriting and fine motor difficulties",
         "On the Beery VMI the standard score was {vmi}, with poor letter formation and an immature grasp.",
         "Gross motor coordination also appears below age level, and the school reports fatigue with written tasks.",
         "Could you consider a paediatric review for possible developmental coordination disorder?"),
    ],
    "psychology": [
        ("adult", "low mood and anxiety",
         "The K10 was {k10} and the DASS-21 showed severe anxiety (A {dassa}) and moderate depression (D {dassd}).",
         "There is no current suicidal ideation, and protective factors include family and employment.",
         "I would be grateful if you could review {pt}'s medication, as the current SSRI has been at the same dose for 8 weeks."),
        ("adult", "panic disorder",
         "The presentation is consistent with panic disorder with agoraphobic avoidance (PDSS {pdss}/28).",
         "{pt} has engaged well with interoceptive exposure and completed 4 of 10 sessions.",
         "Please provide a review of the Mental Health Treatment Plan so the remaining sessions can be accessed."),
        ("adult", "insomnia",
         "Sleep-onset latency is over an hour most nights; the PSQI was {psqi} and the ISI {isi}.",
         "Sleep diaries suggest irregular wake times and daytime napping.",
         "Could you consider a referral for a sleep study, as loud snoring was also reported?"),
        ("adult", "grief",
         "{pt} is experiencing intense yearning and avoidance, with a K10 of {k10}.",
         "Functioning at work has been reduced, but social supports are good.",
         "Please provide a review of the Mental Health Treatment Plan so the remaining sessions can be accessed."),
        ("child", "anxiety and school refusal",
         "The Spence Children's Anxiety Scale total was {scas} (parent report), in the elevated range.",
         "School attendance has fallen to about 60% this term, with somatic complaints on school mornings.",
         "Could you consider a paediatric review to exclude a medical cause for the recurrent abdominal pain?"),
    ],
}


def _fmt(rng, s):
    return s.format(p1=rng.choice(["weak", "absent", "palpable"]), p2=rng.choice(["absent", "weak"]), abi="%.2f" % rng.uniform(0.5, 0.9),
                    m=rng.randint(3, 8), u=rng.randint(4, 14), w="%.1f" % rng.uniform(45, 120), bmi="%.1f" % rng.uniform(17, 42),
                    wl=rng.randint(3, 9), mpt=rng.randint(5, 12), aq="%.1f" % rng.uniform(70, 92), ss="%.1f" % rng.uniform(3, 12),
                    pcc=rng.randint(55, 85), st=rng.randint(2, 8), gr=rng.randint(8, 30), gl=rng.randint(8, 30), mbi=rng.randint(50, 90),
                    moca=rng.randint(16, 25), tb=rng.randint(120, 280), mfis=rng.randint(38, 70), vmi=rng.randint(70, 84),
                    k10=rng.randint(25, 44), dassa=rng.randrange(16, 40, 2), dassd=rng.randrange(14, 26, 2), psqi=rng.randint(10, 19),
                    isi=rng.randint(15, 26), pdss=rng.randint(10, 20), scas=rng.randint(40, 70), hosp="{hosp}", pt="{pt}")


def _emit(nb, c, s):
    """Write text with {hosp}/{pt} slots as spans."""
    while True:
        i1, i2 = s.find("{hosp}"), s.find("{pt}")
        cands = [i for i in (i1, i2) if i >= 0]
        if not cands:
            nb.w(s)
            return
        i = min(cands)
        nb.w(s[:i])
        if i == i1:
            nb.w(("HOSPITAL", c["hosp"]))
            s = s[i + 6:]
        else:
            nb.w(("PATIENT", c["pt"]["first"]))
            s = s[i + 4:]


def _scenario(rng, disc):
    sc = rng.choice(SCEN[disc])
    lo, hi = {"adult": (18, 93), "child": (4, 14), "any": (6, 90)}[sc[0]]
    if disc == "psychology" and sc[0] == "adult":
        lo, hi = 18, 80
    return sc, lo, hi


def _dear(rng, c):
    gp = c["gp"]
    s = rng.randint(0, 3)
    if s == 0:
        return ["Dear Dr ", ("DOCTOR", gp["last"]), ",\n\n"]
    if s == 1:
        return ["Dear ", ("DOCTOR", gp["first"]), ",\n\n"]
    if s == 2:
        return ["Dear Dr ", ("DOCTOR", nm(gp, "full")), ",\n\n"]
    return ["Dear Doctor,\n\n"]


def gen_referral(rng, lower, cc):
    disc = rng.choice(DISCS)
    sc, lo, hi = _scenario(rng, disc)
    c = make_ctx(rng, cc, disc, lo, hi)
    pt = c["pt"]
    nb = NB(lower)
    letterhead(nb, rng, c)
    nb.w(("DATE", fdate(c["date"], rng.choice(["d_month_y", "dth_month_y", "dmy", "wd_full"]))), "\n\n")
    nb.w(gp_address_block(rng, c), "\n")
    if rng.random() < 0.3:
        nb.w("By secure messaging (", rng.choice(["Healthlink", "HealthMail", "Argus", "ReferralNet"]), ")\n\n")
    nb.w(_dear(rng, c), re_line(rng, c), "\n")
    seen = shift(c["date"], -rng.randint(0, 10))
    nb.w("Thank you for referring ", pt_ref(rng, pt), ", ", age_phrase(rng, c), ", whom I saw on ",
         ("DATE", fdate(seen, rng.choice(["wd_full", "d_month", "dmy", "dth_month_y"]))), " for ", sc[1], ". ")
    if rng.random() < 0.6:
        nb.w(occupation(rng, c), " ")
    if rng.random() < 0.5:
        nb.w(family_line(rng, c), " ")
    if rng.random() < 0.3:
        nb.w(pt_ref(rng, pt), " attended with ", c["spouse_rel"] if pt.get("child") else c["kid_rel"], " ",
             ("FAMILY", nm(c["spouse"] if pt.get("child") else c["kid"], "first")), ".")
    nb.w("\n\n")
    _emit(nb, c, _fmt(rng, sc[2])); nb.w(" "); _emit(nb, c, _fmt(rng, sc[3])); nb.w("\n\n")
    _emit(nb, c, _fmt(rng, sc[4])); nb.w("\n\n")
    nb.w("My plan is to see ", pt_ref(rng, pt), " ", rng.choice(["fortnightly", "weekly", "monthly"]), " for the next ", str(rng.randint(2, 4)),
         " months")
    if cc == "AU" and disc != "psychology" and rng.random() < 0.6:
        nb.w(" under the remaining CDM sessions (", str(rng.randint(1, 4)), " of 5 used)")
    nb.w(". The next appointment is on ", ("DATE", fdate(shift(c["date"], rng.choice([7, 14, 21, 28])), rng.choice(["d_month", "wd_full", "dmy"]))), ".\n\n")
    nb.w("Please do not hesitate to contact me on ", ("PHONE", c["prac_ph"]))
    if rng.random() < 0.6:
        nb.w(" or at ", ("EMAIL", c["clin_email"]))
    nb.w(" if you have any questions.\n\n")
    signature(nb, rng, c)
    if rng.random() < 0.5 or pt.get("child"):
        nb.w("\ncc: ", "Parents" if pt.get("child") else "Patient")
    else:
        nb.w("\ncc: ", title(pt, rng), " ", ("PATIENT", pt["last"]))
    if rng.random() < 0.4:
        sp = person(rng, cc)
        nb.w("; Dr ", ("DOCTOR", nm(sp, "full")), ", ", rng.choice(["endocrinologist", "geriatrician", "psychiatrist", "rheumatologist",
             "neurologist"]) if pt.get("child") is None else "paediatrician", ", ", ("HOSPITAL", rng.choice(P.HOSPITALS[cc])))
    nb.w("\n")
    if rng.random() < 0.4:
        nb.w("Enc: ", rng.choice(["assessment summary", "funding form", "food diary", "outcome measures"]), "\n")
    footer(nb, rng, c)
    return nb


# ------------------------------------------------------------------ discharge letter
DC_REASON = ["goals achieved", "goals achieved; client happy to self-manage", "client moved to {city}",
             "non-attendance after 3 contact attempts", "funding exhausted", "transferred to {hosp} outpatient service",
             "client requested discharge"]
MEASURES = {
    "podiatry": [("Manchester-Oxford Foot Q", 40, 5), ("Pain VAS (0-10)", 8, 1), ("Ulcer area (mm²)", 96, 0)],
    "dietetics": [("Weight (kg)", 104, 96), ("HbA1c (%)", 9, 7), ("Waist (cm)", 118, 108), ("MUST", 2, 0)],
    "speech_adult": [("VHI-10", 28, 9), ("WAB-R AQ", 68, 85), ("FOIS", 3, 6), ("CETI", 45, 70)],
    "speech_child": [("Intelligibility (ICS)", 2, 4), ("PCC (%)", 58, 88), ("CELF-5 Core", 76, 88), ("%SS", 9, 1)],
    "ot": [("COPM performance", 3, 7), ("Modified Barthel", 62, 88), ("TUG (s)", 24, 13), ("FES-I", 44, 27)],
    "psychology": [("K10", 34, 18), ("DASS-21 Depression", 24, 8), ("GAD-7", 16, 5), ("PHQ-9", 18, 6)],
}
INTERVENTIONS = {
    "podiatry": ["regular debridement and nail care", "offloading with felt padding and a CAM walker", "custom orthoses (issued at session 3)",
                 "footwear education and diabetes foot self-care"],
    "dietetics": ["carbohydrate counting education", "meal planning and label reading", "low FODMAP elimination and rechallenge",
                  "food fortification and oral nutrition supplements"],
    "speech_child": ["phonological therapy (cycles approach)", "Lidcombe Program", "parent coaching in language strategies",
                     "shared book reading program"],
    "speech_adult": ["vocal hygiene and resonant voice therapy", "semantic feature analysis for word retrieval",
                     "dysphagia strategies and texture modification", "communication partner training"],
    "ot": ["home modifications (rails x3, hand-held shower)", "energy conservation and fatigue management", "splinting (thumb spica)",
           "graded activity and sensory strategies", "carer training for transfers"],
    "psychology": ["CBT for panic (10 sessions)", "behavioural activation", "ACT and values work", "CBT-I for insomnia", "trauma-focused CBT"],
}
DISC_TITLE = {"podiatry": "Podiatry", "dietetics": "Dietetics", "ot": "Occupational Therapy", "psychology": "Psychology"}


def gen_discharge(rng, lower, cc):
    disc = rng.choice(DISCS)
    sc, lo, hi = _scenario(rng, disc)
    c = make_ctx(rng, cc, disc, lo, hi)
    pt = c["pt"]
    key = disc if disc != "speech" else ("speech_child" if pt.get("child") else "speech_adult")
    nb = NB(lower)
    letterhead(nb, rng, c)
    nb.w(rng.choice(["DISCHARGE SUMMARY", "Discharge Letter", "NOTIFICATION OF DISCHARGE FROM SERVICE"]), " – ",
         DISC_TITLE.get(disc) or ("Speech Pathology" if cc == "AU" else "Speech & Language Therapy"), "\n\n")
    nb.w("Date: ", ("DATE", fdate(c["date"], dstyle(rng))), "\n\nTo:\n", gp_address_block(rng, c), "\n")
    nb.w("Client: ", ("PATIENT", nm(pt, rng.choice(["full", "LF", "fml"]))), "   DOB: ", dob_age(rng, c), "\n")
    nb.w("Client no.: ", ("MRN", c["client_no"]))
    if rng.random() < 0.3:
        nb.w("   Hospital UR: ", ("MRN", urn(rng)))
    nb.w("\nAddress: ", addr_args(rng, c["addr"], "line"), "\n", funding_lines(rng, c))
    start = shift(c["date"], -rng.randint(45, 400))
    end = shift(c["date"], -rng.randint(1, 14))
    nses = rng.randint(3, 18)
    nb.w("Episode of care: ", ("DATE", fdate(start, "dmy")), " – ", ("DATE", fdate(end, "dmy")), " (", str(nses), " sessions)\n")
    r = rng.choice(DC_REASON)
    nb.w("Reason for discharge: ")
    if "{city}" in r:
        a, b = r.split("{city}")
        nc = rng.choice(P.AU_PLACES if cc == "AU" else P.IE_PLACES)
        nb.w(a, ("CITY", nc[0]), b)
    elif "{hosp}" in r:
        a, b = r.split("{hosp}")
        nb.w(a, ("HOSPITAL", c["hosp"]), b)
    else:
        nb.w(r)
    nb.w("\n\n", _dear(rng, c))
    nb.w(pt_ref(rng, pt), " was referred on ", ("DATE", fdate(shift(start, -rng.randint(3, 30)), rng.choice(["d_month_y", "dmy"]))), " for ",
         sc[1], ". ")
    nb.w("Intervention included ", " and ".join(rng.sample(INTERVENTIONS[key], 2)), ".\n\n")
    nb.w("OUTCOMES\n")
    nb.cell(30, "Measure"); nb.cell(24, ["Initial (", ("DATE", fdate(start, "dm")), ")"]); nb.w("Discharge (", ("DATE", fdate(end, "dm")), ")\n")
    for name, a, b in MEASURES[key]:
        if rng.random() < 0.8:
            nb.cell(30, name); nb.cell(24, str(int(a * rng.uniform(0.85, 1.15)))); nb.w(str(int(b * rng.uniform(0.85, 1.15)) if b else "healed"), "\n")
    nb.w("\nRECOMMENDATIONS\n- ", rng.choice({"podiatry": ["Continue diabetes foot screening annually.", "Wear orthoses in all enclosed shoes."],
                                              "dietetics": ["Maintain dietary changes; repeat bloods in 3 months via GP.", "Continue ONS until weight stable."],
                                              "ot": ["Equipment to remain in place; contact supplier for servicing.", "Continue home exercise program (copy given)."],
                                              "psychology": ["Use strategies in relapse prevention plan.", "Continue weekly mindfulness practice."]}.get(disc,
                                             ["Continue home practice program (copy given).", "Continue strategies at home and school."])), "\n")
    nb.w("- Re-refer if ", rng.choice({"podiatry": ["new ulceration or skin breakdown", "pain recurs"],
                                        "dietetics": ["weight loss >5% in 3 months", "HbA1c rises above 8%"],
                                        "ot": ["further falls", "function declines"],
                                        "psychology": ["K10 > 30 or risk escalates", "symptoms recur"]}.get(disc, ["symptoms recur", "new concerns arise"])), ".\n")
    if rng.random() < 0.4 and not pt.get("child"):
        nb.w("- ", pt_ref(rng, pt), " has joined ", ("ORGANIZATION", rng.choice(P.CLUBS[cc])), " for ongoing activity and social contact.\n")
    nb.w("\nThank you for the referral.\n\n")
    signature(nb, rng, c)
    nb.w("\ncc: ", ("PATIENT", nm(pt, "full")), ", ", addr_args(rng, c["addr"], "line"), "\n")
    footer(nb, rng, c)
    return nb
