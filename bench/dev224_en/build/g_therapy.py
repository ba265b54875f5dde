"""Therapy genres: speech and language therapy assessment; physiotherapy / occupational therapy note."""
import fake as F
import clin as C
from common import ORIGIN, HOLIDAY, H, DT, PT, AGE_SEX, ID_BLOCK, BED, SIGN, FOOTER, JOB, FAMREF, bullets, TIME

LANG = [("English", ""), ("Irish (Gaeilge) - bilingual, prefers Irish when tired", "IE"),
        ("Welsh - first language, assessment completed in English at pt's request", "WAL"),
        ("Polish; interpreter booked via phone service", ""), ("Urdu and English", ""),
        ("Scots/English", "SCO"), ("Yoruba and English", ""), ("English", "")]


def _lang(rng, c):
    opts = [l for (l, k) in LANG if k in ("", c.country)]
    return rng.choice(opts)


def slt(d, rng, c, st, a):
    swallow_focus = c.dysphagia or rng.random() < 0.45
    title = rng.choice(["SPEECH AND LANGUAGE THERAPY - INITIAL ASSESSMENT", "SLT Bedside Swallow Evaluation",
                        "Speech & Language Therapy: Communication and Swallow Assessment", "SLT ASSESSMENT REPORT",
                        "Speech and Language Therapy - review"])
    d.line(title)
    d.put((c.hosp if rng.random() < 0.7 else c.rehab, "HOSPITAL"))
    d.nl()
    ID_BLOCK(d, rng, c, st, addr=rng.random() < 0.3, ward=rng.random() < 0.6, extra=rng.random() < 0.4)
    ad = F.plus(c.adm, rng.randrange(0, 4))
    d.w("Date of assessment: {dt}    Time: {tm}", dt=DT(rng, st, ad), tm=TIME(rng, 8, 17))
    d.nl()
    d.t("Referred by: ")
    d.put(F.N(rng.choice([c.reg, c.sho, c.cns, c.nurse]), rng.choice(["dr", "full", "init_last"])))
    d.t(" (" + rng.choice(["failed swallow screen", "?dysarthria", "word-finding difficulties", "coughing at meals",
                          "routine stroke pathway referral", "NG fed - ?start oral trials"]) + ")")
    d.nl(2)
    H(d, st, "Background")
    d.put(PT(rng, c, st))
    d.t(" is a ")
    d.put(F.A(c.age))
    d.t("-year-old " + ("man" if c.sex == "M" else "woman") + " admitted on ")
    d.put(DT(rng, st, c.adm))
    d.t(" with a %s %s %s (NIHSS %d). " % (c.side, c.territory or "hemisphere", "haemorrhage" if c.subtype == "ICH" else "infarct", c.nihss))
    d.t("PMH: " + ", ".join(C.pmh(rng, 3)) + ". ")
    d.nl()
    d.t("Social: lives " + c.lives)
    if c.family and rng.random() < 0.8:
        d.t(" (")
        d.put(FAMREF(rng, c.family[0]))
        d.t(")")
    d.t("; ")
    d.put(JOB(rng, c))
    d.t(". Language: " + _lang(rng, c) + ". ")
    if rng.random() < 0.35:
        d.put(ORIGIN(rng, c))
    d.t(rng.choice(["Wears glasses for reading. ", "Hearing aids (L+R) - batteries checked. ", "Upper and lower dentures, well fitting. ",
                    "Own teeth, poor dentition. ", ""]))
    d.nl(2)
    H(d, st, "Oro-motor examination")
    d.line(rng.choice([
        "Lip seal reduced %s side; tongue protrusion deviates to %s, reduced range/strength. Palatal elevation symmetrical. Volitional cough weak. Voice: %s." %
        (c.contra, c.contra, rng.choice(["hoarse", "wet/gurgly", "breathy", "WNL"])),
        "Facial asymmetry (%s lower face). Tongue ROM WFL. Gag not tested. Cough strong. Voice clear." % c.contra,
        "Oral hygiene poor - coated tongue, oral care given. Reduced %s buccal tone, pocketing of residue." % c.contra]))
    d.nl()
    if swallow_focus:
        H(d, st, "Swallow trials")
        d.t("Positioned upright 90° in bed. SpO2 baseline %d%%.\n" % rng.randrange(93, 99))
        trials = [("tsp water (IDDSI 0)", rng.choice(["delayed swallow, cough x2", "no overt signs", "wet voice after 3rd tsp"])),
                  ("cup sips thin fluids", rng.choice(["immediate cough", "multiple swallows per bolus", "NAD"])),
                  ("IDDSI 2 mildly thick", rng.choice(["managed safely", "single throat clear", "no overt signs"])),
                  ("IDDSI 4 purée", rng.choice(["good oral prep, no residue", "slow oral transit", "managed x5 tsp"])),
                  ("IDDSI 7 biscuit", rng.choice(["prolonged mastication, residue L cheek", "not trialled - fatigue", "effective"]))]
        for (k, v) in trials[:rng.randrange(3, 6)]:
            d.line(st.bullet + k + ": " + v)
        d.nl()
        H(d, st, "Impression")
        sev = rng.randrange(4) if c.dysphagia else 3
        d.line(["Severe dysphagia - unsafe for oral intake at present.",
                "Moderate oropharyngeal dysphagia with high aspiration risk on thin fluids.",
                "Mild oral phase dysphagia. Pharyngeal phase appears functional at bedside.",
                "Swallow functional for normal diet; no further SLT swallow input required."][sev])
        d.nl()
        H(d, st, "Recommendations")
        recs = [["Remain NBM; NG feeding per dietitian", "NBM - discuss alternative feeding (NGT) with team"][rng.randrange(2)],
                rng.choice(["IDDSI Level 4 (purée) diet, Level 2 (mildly thick) fluids",
                            "IDDSI Level 5 minced & moist, Level 1 slightly thick fluids"]),
                "IDDSI Level 6 soft & bite-sized, Level 0 thin fluids",
                "Normal diet and thin fluids (IDDSI 7/0)"][sev]
        recs = [recs,
                "Upright 90° for all oral intake and 30 min after", "Small mouthfuls/sips, slow rate, full supervision",
                rng.choice(["Medications crushed in purée where appropriate - check with pharmacy", "Meds via NGT", "Meds whole with purée"]),
                "Oral care BD with toothbrush", "Stop and inform SLT if coughing, wet voice, chest deterioration"]
        bullets(d, st, recs)
        if rng.random() < 0.35:
            d.w("FEES requested (order no. {o}) - provisionally booked for {dt}.", o=(F.digits(rng, 8), "IDNUM"),
                dt=DT(rng, st, F.plus(ad, rng.randrange(2, 8)), short=True))
            d.nl()
    if c.aphasia or c.dysarthria or not swallow_focus:
        d.nl()
        H(d, st, "Communication")
        if c.aphasia:
            d.line(rng.choice(["Comprehension: follows 1-stage commands 5/5, 2-stage 2/5. Yes/no reliable for concrete questions.",
                               "Auditory comprehension severely impaired beyond single words; relies on context and gesture.",
                               "Good single-word comprehension; difficulty with complex/embedded sentences."]))
            d.line(rng.choice(["Expression: non-fluent, effortful; telegrammatic output; automatic speech (counting, days) intact.",
                               "Fluent jargon with neologisms; limited self-monitoring.",
                               "Word-finding pauses and semantic paraphasias ('cup' for 'kettle')."]))
            d.line("Naming: Boston Naming Test short form %d/15. Reading single words %s. Writing: name only." %
                   (rng.randrange(0, 14), rng.choice(["intact", "impaired", "partially intact"])))
            d.line(rng.choice(["FAST (Frenchay Aphasia Screening Test) %d/30." % rng.randrange(3, 27),
                               "Sheffield Screening Test for Acquired Language Disorders: %d/20." % rng.randrange(3, 19),
                               "Profile resembles a %s aphasia." % rng.choice(["Broca's", "Wernicke's", "conduction", "anomic"])]))
        if c.dysarthria:
            d.line("Speech: %s dysarthria - imprecise consonants, reduced rate; intelligibility approx %d%% to unfamiliar listener." %
                   (rng.choice(["mild", "moderate", "mild-moderate", "severe"]), rng.randrange(40, 95)))
        if not (c.aphasia or c.dysarthria):
            d.line(rng.choice(["No speech or language deficit identified on informal assessment. Some reduced attention to conversation.",
                               "Cognitive-communication difficulties: tangential, reduced insight; ?right hemisphere communication disorder."]))
        d.t("Strategies shared with ")
        if c.family and rng.random() < 0.6:
            f = rng.choice(c.family)
            d.t(f.rel + " ")
            d.put(FAMREF(rng, f))
            d.t(" and ")
        d.line("nursing staff: short sentences, closed questions, written key words, allow time.")
        if rng.random() < 0.3:
            d.w("Aphasia-friendly leaflet: {u}", u=(F.url(rng, c.dom, rng.choice(["aphasia-info", "slt/communication-tips", "stroke/swallow"])), "URL"))
            d.nl()
    d.nl()
    H(d, st, "Plan", nl=False)
    d.line(rng.choice(["Review in 24-48h.", "SLT to review Mon/Wed/Fri.", "Daily therapy blocks (30 min).",
                       "Refer to community SLT on discharge.", "Will reassess once more alert."]))
    SIGN(d, rng, a, st, when=ad, role="slt")
    if rng.random() < 0.4:
        d.w("SLT office {p}", p=(F.ext_phone(rng, c.country), "PHONE"))
        d.nl()
    FOOTER(d, rng, c, a, st, ad, 0.3)


def pt_ot(d, rng, c, st, a):
    disc = "OT" if a.role == "ot" else "PT"
    if disc == "PT":
        d.line(rng.choice(["PHYSIOTHERAPY PROGRESS NOTE", "Physiotherapy - Stroke", "Neuro Physio Treatment Record",
                           "PHYSIO INITIAL ASSESSMENT"]))
    else:
        d.line(rng.choice(["OCCUPATIONAL THERAPY NOTE", "OT Functional Assessment", "Occupational Therapy - ADL review",
                           "OT INITIAL INTERVIEW & ASSESSMENT"]))
    ID_BLOCK(d, rng, c, st, addr=False, ward=rng.random() < 0.7, extra=rng.random() < 0.3)
    n = rng.randrange(1, 4)
    dd = F.plus(c.adm, rng.randrange(1, 10))
    for i in range(n):
        d.nl()
        d.put(DT(rng, st, dd))
        d.t(" " + TIME(rng, 8, 17) + " ")
        d.t(rng.choice(["Rx session, gym", "Bedside session", "Rx (45 min)", "Joint PT/OT session", "Kitchen assessment",
                        "Ward-based session", "Tx in therapy room"]) if disc == "OT" or rng.random() < 0.9 else "")
        d.nl()
        if i == 0 and rng.random() < 0.6:
            d.t("Social hx: " + rng.choice(["2-storey house, bed/bath upstairs, ", "bungalow, level access, ", "1st floor flat, lift, ",
                                            "farmhouse, 3 steps at back door, ", "terraced house, 13 stairs with rail on R, "]))
            d.t("lives " + c.lives + ". Occupation: ")
            d.put(JOB(rng, c))
            if c.drives and rng.random() < 0.5:
                d.t("; drives")
            d.t(". ")
            if rng.random() < 0.3:
                d.put(ORIGIN(rng, c))
            d.t(rng.choice(["Hobbies: golf, GAA, walking the dog.", "Enjoys gardening and bowls.", "Cares for grandchildren after school.",
                                   "Plays the fiddle in the local session.", "Volunteers at the charity shop.", ""]))
            d.nl()
        if st.terse:
            d.t("S: " + rng.choice(["pt reports feeling tired today", "'I want to get home'", "c/o L shoulder pain 4/10",
                                    "pt motivated", "reluctant, low mood", "slept well"]))
            d.nl()
            d.t("O: ")
        if disc == "PT":
            d.t(rng.choice(["Bed mobility: rolling to %s indep, to %s with 1 assist. " % (c.side, c.contra),
                            "Lying-sitting with 2 assist + bed lever. ", "Bed mobility indep with rail. "]))
            d.t(rng.choice(["Sitting balance static good, dynamic fair. ", "Poor sitting balance, pushing to %s. " % c.contra,
                            "Trunk control improving. "]))
            d.t(rng.choice(["Sit-stand x5 from high plinth with 1 assist. ", "STS indep with use of arms. ",
                            "Transfers: Rota-Stand with 2. ", "Transfers with Sara Stedy and 1. "]))
            d.t(rng.choice(["Gait: mobilised %dm with quad stick + 1 assist, %s foot drop, circumduction. " % (rng.randrange(5, 60), c.contra),
                            "Walked %dm with rollator + supervision. " % rng.randrange(10, 120),
                            "Not yet ambulant - standing practice in parallel bars x3. ",
                            "Stairs: 12 steps with rail + stick, step-to pattern, supervision. "]))
            d.t(rng.choice(["Bobath-informed facilitation of %s LL in standing. " % c.contra, "", "", "Queen Square reflex hammer: %s biceps jerk brisk. " % c.contra]))
            d.t(rng.choice(["Tone: MAS 1 %s elbow flexors. " % c.contra, "%s shoulder subluxation 1 fb - shoulder support." % c.contra.capitalize() + " ",
                            "Ankle DF 3-/5. ", ""]))
            meas = [C.OUTCOME[1], C.OUTCOME[2], C.OUTCOME[3], C.OUTCOME[12], C.OUTCOME[14]]
        else:
            d.t(rng.choice(["Washing & dressing at sink: upper body indep, lower body min assist (sock aid). ",
                            "Personal care with 1 assist, required verbal prompts for sequencing. ",
                            "Kitchen ax: made hot drink, 2 safety prompts (kettle), %s neglect noted when locating items. " % c.contra,
                            "Toilet transfer with grab rail + supervision. "]))
            d.t(rng.choice(["Cognition: OCS - impaired attention (Broken Hearts %d/50), praxis WNL. " % rng.randrange(20, 50),
                            "MoCA %d/30 (lost marks on delayed recall, trails). " % rng.randrange(14, 29),
                            "ACE-III %d/100. " % rng.randrange(55, 96), "Addenbrooke's (ACE-III) %d/100. " % rng.randrange(55, 96),
                            "Cognition grossly intact on informal ax. "]))
            d.t(rng.choice(["UL: ARAT %d/57, 9HPT %d s. " % (rng.randrange(0, 57), rng.randrange(20, 120)),
                            "%s hand: gross grasp only, no isolated finger movements. " % c.contra.capitalize(),
                            "UL function near normal; mild fine motor incoordination. "]))
            meas = [C.OUTCOME[0], C.OUTCOME[6], C.OUTCOME[10], C.OUTCOME[11], C.OUTCOME[13]]
        rng.shuffle(meas)
        d.t("; ".join(C.outcome(rng, nme, mx) for (nme, mx) in meas[:rng.randrange(1, 4)]) + ".")
        d.nl()
        if rng.random() < 0.35 and i == 0:
            k = rng.choice(["wheelchair", "fes", "pendant"])
            if k == "wheelchair":
                d.w("Loan wheelchair issued (S/N {s}) with pressure cushion.", s=(F.device_serial(rng, "wheelchair"), "DEVICE"))
            elif k == "fes":
                d.w("FES trial for {side} foot drop - stimulator serial {s}, set 35mA/300us.", side=c.contra,
                    s=(F.device_serial(rng, "fes"), "DEVICE"))
            else:
                d.w("Telecare pendant ID {s} checked and working.", s=(F.device_serial(rng, "pendant"), "DEVICE"))
            d.nl()
        if st.terse:
            d.t("A: " + rng.choice(["Slow progress, limited by fatigue.", "Good progress towards goals.", "Falls risk high.",
                                    "Plateauing - discuss at MDT.", "Not yet safe for home."]))
            d.nl()
            d.t("P: ")
        else:
            d.t("Plan: ")
        d.t(rng.choice(["cont. daily Rx", "HEP issued", "progress gait re-education", "refer for AFO", "home visit to be arranged",
                        "ESD referral", "review seating", "CIMT programme", "mirror therapy for %s hand" % c.contra]))
        if rng.random() < 0.3:
            d.t("; video HEP link ")
            d.put((F.url(rng, c.rehab_dom, rng.choice(["hep/stroke-balance", "exercises/arm", "physio/hep"])), "URL"))
            d.t(" given to ")
            d.put(FAMREF(rng, rng.choice(c.family)))
        d.t(".")
        d.nl()
        if i == 0 and rng.random() < 0.3 and c.family:
            f = rng.choice(c.family)
            d.t("Spoke with " + f.rel + " ")
            d.put(FAMREF(rng, f))
            d.t(" (")
            d.put((f.phone, "PHONE"))
            d.t(") re progress" + rng.choice([" - keen for home.", "; worried re stairs.", ", will bring in runners.", "."]))
            d.nl()
        who = a if i == 0 else rng.choice([a, c.pt_ if disc == "PT" else c.ot])
        d.put(F.N(who, rng.choice(["full", "init_last", "inits"])))
        d.t(" " + rng.choice(["Snr Physio", "PT", "physio", "Band 6 PT"] if disc == "PT" else ["OT", "Snr OT", "OT Band 7"]))
        if rng.random() < 0.25:
            d.w(" ext {e}", e=(F.digits(rng, 4), "PHONE"))
        d.nl()
        dd = F.plus(dd, rng.randrange(1, 4))
    FOOTER(d, rng, c, a, st, dd, 0.35)
