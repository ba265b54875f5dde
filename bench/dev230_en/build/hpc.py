"""History templates ({FIELD} placeholders filled from clin.vals) for dev230_en."""

HPC_PN = {
    "pnd": [
        "{P} describes a gradual decline in mood starting around three weeks after {BABY} was born on {BDOB}. "
        "She feels 'like a robot', cries most evenings and has lost interest in seeing friends. Sleep is broken "
        "by feeds but she also lies awake ruminating when {BABY} settles. Appetite reduced, has lost about 4kg. "
        "{PART} has noticed she is withdrawn and 'snappy' and contacted the HV.",
        "Low mood, anhedonia and guilt since approx {DPAST}. Feels she is a 'bad mum' and that {BABY} would be "
        "better off with {MUM}. Passive thoughts of not waking up; denies plans. Bonding described as 'going "
        "through the motions'. EPDS at the 6-8 week check was 19.",
        "Pt reports feeling overwhelmed since returning home from {HOSP} after an emergency LSCS. Breastfeeding "
        "difficult (tongue tie, divided day 4). Exhausted, tearful, says she 'can't do this'. Partner {PART} back "
        "at work as a {PJOB} after 2/52 paternity leave; {MUM} helping in the daytime.",
    ],
    "anx": [
        "Constant worry about {BABY}'s breathing - checks every 10-15 min overnight, has bought an apnoea mat "
        "and still cannot sleep. Palpitations, tight chest, two panic attacks in the supermarket last week. "
        "Avoids going out alone. Anxiety pre-dated pregnancy but much worse since delivery on {BDOB}.",
        "{P} has had escalating anxiety since the baby came home; ruminates about SIDS, germs and {BABY} "
        "choking on milk. Reassurance seeking from {PART} and the HV several times a day. GAD-7 16.",
    ],
    "ocd": [
        "Distressing intrusive images of dropping {BABY} down the stairs and of 'something bad' happening "
        "at bath time, started about day 10 postpartum. She recognises these as her own thoughts and finds "
        "them abhorrent; now avoids bathing baby alone, hides the kitchen knives and asks {PART} to do "
        "nappy changes in case she is 'that kind of person'. No psychotic features.",
        "Long history of checking behaviours (locks, hob) since age {AGEX}, well controlled until this "
        "pregnancy. Since {BABY}'s birth: contamination fears, washing bottles up to six times, hand "
        "eczema from washing. Intrusive sexualised thoughts during nappy changes causing intense shame.",
    ],
    "pp": [
        "Acute onset on day 4 postpartum: not sleeping for 48 hours, elated then tearful, saying that {BABY} "
        "was 'special, sent to save us'. Became suspicious of midwives on {WARD}, believed her food was being "
        "tampered with. {PART} called {EMERG} on {DRECENT} after she left the house at 3am in a nightdress. "
        "Reviewed by liaison psychiatry at {HOSP}.",
        "Two days of confusion and perplexity, rapidly fluctuating mood, insomnia and religious content "
        "('the baby has been switched'). Background of bipolar disorder in her mother {MUM}. Delivered at "
        "{HOSP} on {BDOB}, uneventful SVD, discharged day 2.",
    ],
    "bpad": [
        "Known BPAD I (first manic episode aged {AGEX}, admitted to {HOSP2}). Stopped lithium herself in "
        "early pregnancy after reading online it was 'dangerous'. Now {BWN} weeks postpartum, sleeping 3h a "
        "night, spending heavily (bought a car on finance) and talking fast. {PART} very worried.",
    ],
    "ptsd": [
        "Traumatic delivery at {HOSP} on {BDOB}: prolonged labour, failed ventouse, category 1 LSCS under "
        "GA, PPH 2.1L, ITU for 24h. Since then nightmares, flashbacks triggered by hospital smells and the "
        "sound of monitors, avoids driving past the hospital, hypervigilant. Feels detached from {BABY} "
        "because she 'wasn't there' for the birth.",
    ],
    "eupd": [
        "Longstanding emotional dysregulation, known to CMHT until {YPAST}. Since birth of {BABY} has had "
        "frequent crises after arguments with {PART}, self-harmed twice (cutting) and attended ED at {HOSP} "
        "on {DRECENT}. Fears abandonment; worries social care will 'take' the baby.",
    ],
    "scz": [
        "Established paranoid schizophrenia, stable on depot until pregnancy. Clozapine restarted by "
        "{tPSY} at 30/40. Postnatally: reduced sleep, some return of voices commenting on her parenting, "
        "but retains insight and is accepting support from {MUM}.",
    ],
}

HPC_AN = {
    "pnd": [
        "{P} is a {AGE}-year-old G{GRAV}P{PARA} currently {GEST}/40 (EDD {EDD}) with a history of depression "
        "after her first child. Low mood has returned over the last month with early waking, poor appetite "
        "and thoughts that she 'won't cope with two'. She stopped sertraline at a positive test in {MPAST}.",
        "Booking bloods done at {HOSP}. Midwife {MW} referred following positive Whooley questions and EPDS 17. "
        "Feels guilty about the pregnancy, which was unplanned; relationship with {PART} strained. Works as a "
        "{JOB} at {EMP} but currently off sick.",
    ],
    "anx": [
        "Severe health anxiety since a miscarriage in {YPAST}; checking for bleeding many times a day, "
        "repeated attendances to the early pregnancy unit at {HOSP} and private scans. Now {GEST}/40. Panic "
        "attacks most days, worse at night, avoids work ({JOB}).",
    ],
    "ocd": [
        "OCD since adolescence. In this pregnancy ({GEST}/40) intrusive thoughts about harming the unborn "
        "baby by eating the 'wrong' food, extensive reassurance seeking from {PART}, checks food labels "
        "for over an hour. No compulsions involving self-harm.",
    ],
    "bpad": [
        "BPAD I diagnosed aged {AGEX} after a manic episode at university requiring admission. Stable on "
        "lithium for several years. Planned pregnancy - preconception counselling with {tPSY} in {MPAST}. "
        "Currently {GEST}/40, EDD {EDD}. Mood euthymic. High risk of postpartum relapse discussed.",
        "Known bipolar disorder, one previous episode of postpartum psychosis after first child ({YPAST}), "
        "treated on {MBU}. Now pregnant again, {GEST}/40. Off all medication since conception at her "
        "choice; mood currently stable but sleep starting to reduce.",
    ],
    "toko": [
        "Extreme fear of childbirth following a traumatic first delivery at {HOSP2} (4th degree tear). "
        "Had considered termination because of the fear. Now {GEST}/40, requesting elective caesarean. "
        "Nightmares, avoidance of antenatal appointments, panic at the smell of the clinic.",
    ],
    "eupd": [
        "{AGE} yo with EUPD and history of multiple overdoses (last {YPAST}), {GEST}/40 in first pregnancy. "
        "Relationship with {PART} is volatile; police attended the flat on {DPAST}. Engaging with "
        "midwife {MW} but has missed two scans.",
    ],
    "scz": [
        "Schizophrenia, stable on aripiprazole for 3 years. Unplanned pregnancy, booked late at {GEST}/40. "
        "Care coordinator {CPN}. Lives with {MUM}. No current psychotic symptoms; concerned about "
        "medication and breastfeeding.",
    ],
    "ed": [
        "History of anorexia nervosa (lowest BMI 14.2 aged {AGEX}), treated at {HOSP2}. Now {GEST}/40, "
        "BMI 18.9 at booking. Restricting intake again, hyperemesis has 'given permission' to not eat; "
        "weighing herself several times a day. Fetal growth scan planned.",
    ],
    "ptsd": [
        "History of childhood sexual abuse and PTSD. Pregnant {GEST}/40. Internal examinations and "
        "scans trigger flashbacks; has declined vaginal exams. Wants female-only staff where possible.",
    ],
}

PSYCH_HX = [
    "First contact with services aged {AGEX} (CAMHS, low mood and self-harm). Treated with fluoxetine. "
    "No admissions.",
    "One previous admission to {HOSP2} in {YPAST} (informal, 3 weeks). Previous trials of citalopram "
    "and mirtazapine.",
    "Previous postnatal depression after birth of first child in {YPAST}, treated by GP with sertraline, "
    "recovered within 9 months.",
    "No previous psychiatric history. Never taken psychotropic medication.",
    "Counselling via {TALK} in {YPAST} for anxiety (6 sessions CBT), found it 'somewhat helpful'.",
    "Detained under s3 MHA in {YPAST} (manic relapse); lithium since. Care coordinated by CMHT until "
    "discharge in {MPAST}.",
]

FAM_HX = [
    "FHx: mother {MUM} had 'a breakdown' after having her; maternal aunt bipolar disorder.",
    "Family history of depression (father), alcohol misuse (maternal uncle). No known suicide.",
    "No known family psychiatric history.",
    "Sister {SIB} has postnatal depression history; father committed suicide when {P} was {AGEX}.",
    "Mother treated for postpartum psychosis - details unclear.",
]

PERSONAL = [
    "Born in {ORIGIN}, moved to {TOWN} aged {AGEX}. Completed school, worked as a {JOB}.",
    "Grew up in {TOWN}, parents separated when she was young. Left school at 16, now a {JOB} at {EMP}.",
    "Born and raised locally. University degree; works as a {JOB}, currently on maternity leave.",
    "Came to {HERE} from {ORIGIN} as an adult; English second language, good conversational level.",
    "Childhood marked by neglect; placed with foster carers aged {AGEX}. Worked in retail before pregnancy.",
]

SOCIAL = [
    "Lives with partner {PART} ({PJOB}){ANDKIDS} in a rented two-bed flat. {MUM} lives nearby and "
    "helps most days. Finances tight; on {BENEFIT}.",
    "Lives with husband {PART} who works as a {PJOB} at {PEMP}; no money worries. Limited family "
    "support locally.",
    "Single parent, lives in temporary accommodation in {TOWN} after leaving {EX} due to DV. Supported "
    "by {CHAR}.",
    "Lives with {PART}{ANDKIDS}. Partner works away (FIFO) two weeks on, one off.",
    "Lives with {MUM} and {SIB}. Relationship with baby's father ended during pregnancy; he has no contact.",
]

SUBST = [
    "Alcohol: none in pregnancy. Smoking: 5/day, referred to stop smoking service. No illicit drugs.",
    "Nil alcohol or drugs. Ex-smoker.", "Occasional cannabis prior to pregnancy, nil since booking.",
    "Vapes. Denies alcohol. Historic MDMA use at 19.", "On methadone 45ml OD via {PHARMACY}, UDS clear x3.",
]

FORMULATION = [
    "Predisposing: previous depressive episodes, family history, adverse childhood experiences. "
    "Precipitating: traumatic birth, sleep deprivation. Perpetuating: isolation, feeding difficulties, "
    "self-criticism. Protective: supportive partner, engaged with services, strong attachment to baby.",
    "Presentation is consistent with a perinatal onset of {DXNAME}. Biological vulnerability, recent "
    "hormonal changes and sleep loss are likely key contributors.",
    "{DXNAME} ({ICD}). Moderate severity. No current psychotic features.",
]

PLAN = [
    "Allocate to perinatal CPN {CPN} for weekly home visits.",
    "Liaise with {tHV} re: baby's weight and support.",
    "Review in outpatient clinic on {DNEXT}.",
    "Crisis plan shared: out of hours contact crisis line; {EMERG} / ED if immediate risk.",
    "Bloods: FBC, U&E, TFT, LFT, prolactin, HbA1c, lipids. ECG.",
    "Letter to GP with advice on medication.",
    "Consider admission to {MBU} if deterioration; bed availability checked today.",
    "Discussed with consultant {tPSY} who agrees with plan.",
    "Offer Video Interaction Guidance with {PIW}.",
    "Signpost to local peer support group run by {CHAR}.",
    "Sleep hygiene advice; partner to do one night feed (formula/expressed).",
]
PLAN_DX = {
    "pnd": ["Start sertraline 50mg OD, increase to 100mg after 2/52 if tolerated. Compatible with breastfeeding."],
    "anx": ["Refer to perinatal psychology for CBT (GAD protocol).", "Propranolol PRN for somatic anxiety - "
            "inform obstetric team (fetal growth)."],
    "ocd": ["Refer for perinatal psychology (CBT with ERP for perinatal OCD) - waiting list approx 8 weeks.",
            "Increase fluoxetine to 40mg; psychoeducation re intrusive thoughts given to {P} and {PART}."],
    "pp": ["Continue olanzapine, titrate to effect. Lithium to be considered once settled.",
           "Daily medical review; bloods incl. TFT, calcium, B12 to exclude organic cause."],
    "bpad": ["Lithium to be restarted immediately postpartum - see birth plan.",
             "Lithium levels 12h post-dose weekly; renal and thyroid function 3-monthly."],
    "ptsd": ["Refer for trauma-focused CBT / EMDR once sleep improved.", "Birth reflections appointment with "
             "{tMW} at {HOSP}."],
    "toko": ["Pre-birth planning meeting to be arranged before 32/40.", "Support request for ELCS; letter to "
             "{tOBS}."],
    "eupd": ["DBT skills group referral.", "Agreed crisis plan; avoid benzodiazepines."],
    "scz": ["Continue clozapine; FBC monitoring as per protocol. Baby to be monitored for sedation if breastfed.",
            "CPA review with care coordinator {CPN}."],
    "ed": ["Dietitian referral; weekly weights with midwife.", "Joint review with eating disorders team."],
}


def plan_items(rng, dx, k, exclude=()):
    pool = [p for p in PLAN if not any(x in p for x in exclude)]
    items = rng.sample(pool, min(k, len(pool)))
    extra = PLAN_DX.get(dx, [])
    items = rng.sample(extra, min(len(extra), rng.randint(1, 2))) + items
    return items
