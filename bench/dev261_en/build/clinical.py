"""Clinical text blocks without PHI: vitals, problems, exams, plans and the
hard negatives that go with them (drug names, doses, scores, eponyms, codes,
durations, numbers that look like dates or phones)."""


def vitals(rng, country, style=None):
    t_c = round(rng.uniform(36.4, 38.9), 1)
    hr = rng.randint(58, 112)
    sbp, dbp = rng.randint(102, 138), rng.randint(58, 88)
    rr = rng.randint(12, 20)
    sp = rng.randint(95, 100)
    wt = round(rng.uniform(48, 104), 1)
    if style is None:
        style = rng.choice(["line", "line", "table", "slash"])
    if country == "US" and rng.random() < 0.6:
        temp = "%.1f F" % (t_c * 9 / 5 + 32)
        wts = "%d lb" % round(wt * 2.2046)
    else:
        temp = "%.1f C" % t_c
        wts = "%.1f kg" % wt
    if style == "line":
        return "T %s  HR %d  BP %d/%d  RR %d  SpO2 %d%% RA  Wt %s" % (temp, hr, sbp, dbp, rr, sp, wts)
    if style == "slash":
        return "Vitals: %s / %d / %d/%d / %d / %d%%" % (temp, hr, sbp, dbp, rr, sp)
    return ("Temp ...... %s\nPulse ..... %d bpm\nBP ........ %d/%d mmHg\nResp ...... %d\n"
            "SpO2 ...... %d%%\nWeight .... %s" % (temp, hr, sbp, dbp, rr, sp, wts))


# ---------------------------------------------------------------- walk-in problems
# each: cc, hpi sentences, exam lines, assessment, plan lines
PROBLEMS = {
    "pharyngitis": dict(
        cc=["sore throat", "ST x3d", "throat pain, fever"],
        hpi=["Sore throat for {n} days, worse on swallowing. Subjective fevers, no cough.",
             "Roommate had strep last week. Denies rash, denies drooling or trismus.",
             "Tried ibuprofen 400 mg q6h and lozenges with partial relief.",
             "No voice change. Tolerating fluids. Mild headache."],
        exam=["Tonsils 2+ with exudate bilaterally, uvula midline.",
              "Tender anterior cervical LAD. No posterior chain nodes. No hepatosplenomegaly.",
              "TMs clear. No peritonsillar bulge."],
        assess=["Acute pharyngitis, Centor 3/4 (McIsaac 3). Rapid strep POSITIVE.",
                "Acute pharyngitis, likely viral. Rapid strep neg; throat culture sent.",
                "Exudative pharyngitis - monospot negative, RADT positive (J02.0)."],
        plan=["Amoxicillin 500 mg PO BID x 10 days (pen-allergic: azithromycin Z-pak).",
              "Penicillin V 500 mg BID x10d.", "Salt water gargles, paracetamol 1 g QDS PRN.",
              "Return if unable to swallow saliva, muffled voice or unilateral swelling.",
              "OK to return to class 24 h after starting antibiotics and afebrile."]),
    "mono": dict(
        cc=["fatigue, sore throat", "tired all the time + swollen glands"],
        hpi=["Two weeks of fatigue, sore throat and swollen neck glands. Sleeping 12 h/day.",
             "Missed 3 lectures this week. Partner recently unwell with similar symptoms.",
             "Intermittent fevers to 38.5. Appetite down. No abdominal pain."],
        exam=["Posterior cervical lymphadenopathy, tender. Tonsillar enlargement without exudate.",
              "Spleen tip not palpable. Mild palatal petechiae.", "No jaundice."],
        assess=["Suspected infectious mononucleosis (EBV). Monospot POSITIVE. (B27.00)",
                "Infectious mononucleosis - heterophile Ab positive, atypical lymphs 18%."],
        plan=["No contact sports / rugby / football for at least 3-4 weeks (splenic rupture risk).",
              "Avoid alcohol. Rest, fluids, paracetamol. No amoxicillin (rash risk).",
              "LFTs: ALT 88, AST 61 - recheck in 2 wks.", "Letter for academic extension provided."]),
    "uti": dict(
        cc=["burning w/ urination", "dysuria, frequency", "?UTI"],
        hpi=["Dysuria and urinary frequency x{n} days. No flank pain, no fever.",
             "Denies vaginal discharge. LMP 2 weeks ago, regular. Sexually active, condoms inconsistent.",
             "Had similar episode last year treated with nitrofurantoin."],
        exam=["Abdo soft, mild suprapubic tenderness. No CVA tenderness."],
        assess=["Uncomplicated cystitis. UA: LE 2+, nitrite +, blood trace. Urine hCG negative.",
                "Acute cystitis (N30.00). Dipstick nitrite positive."],
        plan=["Nitrofurantoin MR 100 mg BID x 5 days.", "Trimethoprim 200 mg BD x 3/7 (UK).",
              "Urine C&S sent. Offered STI screen - accepted.",
              "Return if fever, flank pain or vomiting."]),
    "ankle": dict(
        cc=["R ankle injury", "L ankle rolled playing basketball", "ankle pain after fall on stairs"],
        hpi=["Inversion injury playing intramural {sport} last night. Able to bear weight 4 steps.",
             "Heard a pop. Swelling overnight. Iced x2. No prior ankle injury.",
             "Fell on wet stairs. Ankle swollen, bruising laterally."],
        exam=["Swelling and ecchymosis over ATFL. No tenderness at posterior edge of lat/med malleolus.",
              "Ottawa ankle rules negative. Navicular and 5th MT base non-tender.",
              "Anterior drawer mildly lax compared with contralateral. NV intact distally."],
        assess=["Grade II lateral ankle sprain (S93.401A). No x-ray indicated per Ottawa rules.",
                "Ankle sprain, grade I-II."],
        plan=["RICE, Tubigrip / ASO brace, crutches PRN, WBAT.", "Naproxen 500 mg BID with food x 5-7 days.",
              "Referred to campus physio for proprioception programme.",
              "Return to sport graduated; expect 2-6 weeks."]),
    "conjunctivitis": dict(
        cc=["pink eye", "red eye x2d", "eye discharge, crusting"],
        hpi=["Left eye red with crusting on waking, now spreading to right. Wears daily contacts.",
             "Itchy, watery. No photophobia, vision unchanged. Several people on floor have it."],
        exam=["Diffuse conjunctival injection, mucopurulent discharge. VA 6/6 both eyes (20/20).",
              "Fluorescein: no uptake. Pupils PERRL."],
        assess=["Acute bacterial conjunctivitis (H10.023).", "Viral conjunctivitis, likely adenoviral."],
        plan=["Chloramphenicol 0.5% drops QID x 5 days.", "Polytrim 1 gtt OU q6h x7d.",
              "No contact lenses until resolved + 24h. Hand hygiene, don't share towels.",
              "Urgent review if pain, photophobia or reduced vision."]),
    "gastro": dict(
        cc=["vomiting & diarrhoea", "N/V/D since last night", "stomach bug"],
        hpi=["Onset after dining hall dinner; several others on same floor unwell (?norovirus).",
             "Vomited x6, watery diarrhoea x8 overnight. No blood. Keeping sips down this am.",
             "Light-headed on standing. Last void 10 hrs ago."],
        exam=["Dry mucous membranes. Abdo soft, diffusely mildly tender, BS hyperactive.",
              "Orthostatics: HR 88 -> 112 on standing."],
        assess=["Acute gastroenteritis, probable norovirus outbreak (A08.11). Mild-moderate dehydration."],
        plan=["Ondansetron 4 mg ODT q8h PRN x6.", "ORS, small frequent sips. BRAT as tolerated.",
              "1 L NS IV given in clinic.", "Residence life and Environmental Health notified re cluster.",
              "Isolate in room for 48 h after symptoms stop."]),
    "uri": dict(
        cc=["cold symptoms", "cough, congestion", "URI sx"],
        hpi=["Nasal congestion, rhinorrhoea and dry cough x{n} days. Low grade temp.",
             "Home COVID RAT negative x2. Flu going around in halls.",
             "Uses salbutamol inhaler PRN for mild asthma, needing it more this week."],
        exam=["Nasal mucosa boggy. Lungs CTA bilaterally, no wheeze. No sinus tenderness."],
        assess=["Viral URI (J06.9).", "Influenza-like illness, rapid flu A positive.",
                "COVID-19 PCR positive (U07.1), mild."],
        plan=["Supportive care, fluids, honey/lemon.", "Oseltamivir 75 mg BID x 5 days (within 48h).",
              "Paxlovid not indicated.", "Return if SOB, chest pain or fever > 5 days."]),
    "headache": dict(
        cc=["headache", "migraine", "HA x 3 days"],
        hpi=["Throbbing unilateral headache with photophobia, similar to prior migraines.",
             "Exam season - sleeping 4-5 h/night, 5-6 energy drinks/day.",
             "No thunderclap onset, no neck stiffness, no focal symptoms."],
        exam=["Neuro exam non-focal. Fundi normal. Kernig and Brudzinski negative.",
              "No meningism. GCS 15."],
        assess=["Migraine without aura (G43.009).", "Tension-type headache, medication overuse likely."],
        plan=["Sumatriptan 50 mg at onset, may repeat after 2 h, max 200 mg/24h.",
              "Limit simple analgesics to < 10 days/month.", "Sleep hygiene, caffeine taper.",
              "Headache diary."]),
    "skin": dict(
        cc=["rash", "itchy spots", "acne flare"],
        hpi=["Intensely itchy rash worse at night x3 weeks, between fingers and wrists. Partner itchy too.",
             "Acne worsening this term. Tried benzoyl peroxide 5% OTC x 8 weeks.",
             "Ring-shaped itchy patch on thigh after gym mats."],
        exam=["Burrows in finger webs, excoriated papules on wrists and waistband.",
              "Comedones and inflammatory papules on forehead and jaw, few nodules.",
              "Annular scaly plaque with central clearing, 3 cm."],
        assess=["Scabies (B86).", "Acne vulgaris, moderate.", "Tinea corporis (B35.4)."],
        plan=["Permethrin 5% cream head to toe, repeat in 7 days; treat close contacts; hot-wash bedding.",
              "Adapalene 0.1%/BPO 2.5% gel nightly; doxycycline 100 mg daily x 12 wks. Sun protection.",
              "Terbinafine 1% cream BID x 2 wks. Wipe gym mats."]),
    "contraception": dict(
        cc=["contraception consult", "wants to start the pill", "EC request"],
        hpi=["Requests emergency contraception - UPSI 36 hours ago. LMP 12 days ago.",
             "Wants to start COC. Non-smoker. No migraine with aura, no VTE history.",
             "Currently using condoms only."],
        exam=["BP within normal limits. BMI 22."],
        assess=["EC counselling: levonorgestrel 1.5 mg given in clinic. UPT negative.",
                "Starting combined oral contraceptive. UKMEC / US MEC category 1."],
        plan=["Levonorgestrel 1.5 mg PO stat.", "Ethinylestradiol/levonorgestrel 30/150 - quick start, condoms x7 days.",
              "Pregnancy test in 3 weeks if no period.", "Offered LARC info (Nexplanon, Mirena, copper IUD)."]),
    "insomnia": dict(
        cc=["can't sleep", "insomnia", "stress + poor sleep"],
        hpi=["Difficulty initiating sleep for 6 weeks since moving into halls. Noisy corridor.",
             "Phone use in bed until 2-3am. Napping in the afternoons.",
             "Mood OK overall, PHQ-9 6, GAD-7 8. No SI."],
        exam=["Well appearing, appropriate affect."],
        assess=["Insomnia disorder, short term, psychophysiological.", "Adjustment stress (F43.2)."],
        plan=["CBT-I handout, stimulus control, fixed wake time.", "Avoid sedative-hypnotics.",
              "Melatonin 2 mg 1-2 h before bed x 4 weeks trial.", "Referral to counselling offered."]),
    "otitis_ext": dict(
        cc=["ear pain", "swimmer's ear", "L ear blocked & sore"],
        hpi=["Varsity swimmer, training 9x/week. L ear pain and itch for 4 days.",
             "No hearing loss, no discharge until today."],
        exam=["Tragal tenderness. EAC oedematous with debris. TM partially seen, intact."],
        assess=["Otitis externa (H60.332)."],
        plan=["Ciprofloxacin/dexamethasone drops 4 gtts BID x 7 days.", "Keep ear dry; earplugs for pool for 1 week.",
              "Acetic acid drops after swimming for prevention."]),
}


def problem_names():
    return sorted(PROBLEMS)


def fill(rng, s, country="US"):
    return s.replace("{n}", str(rng.randint(2, 6))).replace("{sport}", rng.choice(
        ["basketball", "soccer", "volleyball", "netball", "frisbee"]))


def pick(rng, lst, k):
    k = min(k, len(lst))
    return rng.sample(lst, k)


ROS_NEG = ["Denies chest pain, SOB, palpitations.", "No N/V/D.", "No rash.", "No dysuria.",
           "No recent travel.", "No sick contacts other than as above.", "Appetite normal.",
           "No night sweats or weight loss."]
PMH = ["Mild intermittent asthma", "Seasonal allergic rhinitis", "Eczema as child", "ADHD, on stimulant",
       "Anxiety", "Type 1 DM (pump)", "Coeliac disease", "IBS", "Migraine", "Nil significant",
       "Hypothyroidism on levothyroxine", "PCOS", "Previous ACL reconstruction", "Acne",
       "Hashimoto's thyroiditis", "Raynaud's phenomenon", "Osgood-Schlatter disease (adolescent)", "Gilbert's syndrome",
       "Graves' disease, in remission", "Bell's palsy (resolved)", "Ross River virus infection (recovered)",
       "Perthes disease as child", "Scheuermann's kyphosis", "Ehlers-Danlos (hypermobile type)"]
MEDS = ["salbutamol 100 mcg MDI 2 puffs PRN", "cetirizine 10 mg daily", "sertraline 50 mg daily",
        "lisdexamfetamine 30 mg mane", "methylphenidate ER 36 mg qAM", "levothyroxine 75 mcg daily",
        "COC (Microgynon 30)", "fluoxetine 20 mg", "escitalopram 10 mg", "insulin aspart via pump",
        "budesonide/formoterol 200/6 1 puff BD", "no regular medications", "vitamin D 1000 IU",
        "Yaz", "ferrous sulfate 325 mg", "doxycycline 100 mg", "montelukast 10 mg nocte"]
ALLERGIES = ["NKDA", "NKDA", "NKA", "Penicillin (hives)", "Sulfa (rash)", "Peanuts - anaphylaxis, carries EpiPen",
             "Latex", "Codeine (vomiting)", "Amoxicillin - rash as child", "Shellfish"]
SOCIAL = ["EtOH: 10-14 drinks/wk, binge on weekends.", "EtOH socially, ~6 units/wk.", "Nonsmoker. Vapes occasionally.",
          "Cannabis 2-3x/week.", "No recreational drugs.", "Lives in halls, shares kitchen with 8.",
          "Caffeine 4 coffees/day.", "Sleeping 5-6 h.", "Exercises at gym 3x/wk."]


def pmh_line(rng):
    return "; ".join(pick(rng, PMH, rng.randint(1, 3)))


def meds_line(rng):
    return "; ".join(pick(rng, MEDS, rng.randint(1, 3)))


# ---------------------------------------------------------------- mental health
MH_PRESENT = [
    "Student presented tearful, stating {pr} 'can't do this anymore' after failing a midterm.",
    "Brought in by a friend after posting a goodbye message on social media.",
    "Disclosed passive suicidal ideation during a routine visit for insomnia.",
    "Reports 3 weeks of low mood, anhedonia and not attending classes; stopped eating regularly.",
    "Panic attacks daily for 10 days, now avoiding lectures. Chest tightness, tingling.",
    "Self-harm (superficial cuts to L forearm) last night; wounds cleaned and dressed.",
    "Describes hearing voices commenting on actions for 2 weeks; not sleeping.",
    "Alcohol intoxication with expressed wish to die; medically cleared, now sober.",
]
MH_RISK = [
    "C-SSRS screen: wish to be dead YES, active SI YES, method YES (overdose), intent NO, plan NO.",
    "C-SSRS: passive ideation only, no intent or plan. Protective factors: family, pet, faith.",
    "PHQ-9 = {phq} (item 9 = {i9}). GAD-7 = {gad}.",
    "Access to means: has ~20 paracetamol 500 mg tabs in room; agreed to hand in to RA.",
    "No history of previous attempts. One prior episode of self-harm at age {a}.",
    "Denies HI. Insight partial. Judgement fair.",
    "SAD PERSONS not used; formulation-based risk assessment completed.",
]
MH_MSE = [
    "MSE: casually dressed, poor eye contact, psychomotor slowing. Speech soft, low volume.",
    "Mood 'numb', affect constricted and tearful. Thought form linear.",
    "Thought content: hopelessness, guilt re: family expectations. No delusions elicited.",
    "Perception: no AH/VH at time of interview. Cognition grossly intact, oriented x3.",
]


def mh_scores(rng):
    return {"phq": rng.randint(9, 26), "i9": rng.randint(0, 3), "gad": rng.randint(5, 21)}


# ---------------------------------------------------------------- vaccines
VACCINES = [
    ("MMR", "measles, mumps, rubella"), ("Tdap", "tetanus/diphtheria/pertussis"),
    ("Hep B", "hepatitis B"), ("MenACWY", "Menveo / MenQuadfi"), ("MenB", "Bexsero / Trumenba"),
    ("Varicella", "Varivax"), ("HPV9", "Gardasil 9"), ("Influenza", "seasonal quadrivalent"),
    ("COVID-19", "mRNA bivalent"), ("Hep A", "Havrix"), ("Polio IPV", "IPOL"),
]
TRAVEL_VAX = [
    ("Typhoid", "Typhim Vi IM / Vivotif oral"), ("Hep A", "Havrix 1440"), ("Yellow fever", "Stamaril"),
    ("Japanese encephalitis", "Ixiaro 2-dose"), ("Rabies pre-exposure", "Rabipur 2-dose"),
    ("Cholera", "Dukoral / Vaxchora"), ("Twinrix", "combined hep A/B"), ("Dengue", "Qdenga - discussed only"),
    ("Tick-borne encephalitis", "TicoVac"), ("Polio booster", "Revaxis / IPV"),
]
TB_LINES = [
    "TB screen: QuantiFERON-TB Gold Plus NEGATIVE (Nil 0.03, TB1 0.01, TB2 0.02 IU/mL).",
    "TST (Mantoux) read at 48-72 h: 0 mm induration. Negative.",
    "IGRA indeterminate - repeat drawn.", "TB risk questionnaire: no risk factors; testing not required.",
    "TST 12 mm; CXR clear; referred for LTBI treatment (3HP discussed).",
]
TITERS = ["Measles IgG: immune (>16.5 AU/mL)", "Varicella IgG: equivocal", "Hep B sAb: 8 mIU/mL (non-immune, <10)",
          "Hep B sAb: 214 mIU/mL (immune)", "Mumps IgG positive", "Rubella IgG 42 IU/mL"]
LOT_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def lot(rng):
    """Vaccine lot numbers: not PHI under this set's convention (product batch)."""
    return "%s%s%d" % (rng.choice(LOT_CHARS), rng.choice(LOT_CHARS), rng.randint(1000, 99999))


# ---------------------------------------------------------------- sexual health
SH_HX = [
    "Last sexual contact {n} days ago with casual partner, oral/vaginal, condom not used.",
    "2 partners in last 3 months (male). Receptive anal sex, condoms sometimes.",
    "New partner 6 weeks ago. Asymptomatic, wants routine screen.",
    "Partner notified her of positive chlamydia result last week.",
    "Vaginal discharge and intermenstrual bleeding x 1 week.",
    "Dysuria and urethral discharge x 4 days.",
    "Painful genital ulcers x 3 days, first episode.",
]
SH_TESTS = [
    "NAAT (CT/NG) first-void urine", "Self-taken vaginal swab CT/NG/TV", "Pharyngeal + rectal swabs CT/NG",
    "HIV 4th gen Ag/Ab", "Syphilis EIA/TPPA", "Hep B sAg/core Ab", "HSV PCR ulcer swab", "Hep C Ab",
    "Mycoplasma genitalium NAAT", "Urine hCG",
]
SH_PLAN = [
    "Doxycycline 100 mg BD x 7 days for presumptive chlamydia; abstain until complete + 7 days.",
    "Ceftriaxone 1 g IM stat given (gonorrhoea contact).", "PrEP discussed: eligible; baseline eGFR 104, HBsAg neg.",
    "Started TDF/FTC 200/245 daily PrEP, 3-monthly review.", "Aciclovir 400 mg TDS x 5 days.",
    "Partner notification via anonymous text service.", "Results by text in 7-10 days; no news is not good news - please log in.",
    "HPV vaccine catch-up dose 2 given.", "PEP not indicated (> 72 h).",
]
