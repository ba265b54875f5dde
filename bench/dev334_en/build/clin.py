"""Clinical vocabulary (non-PHI): presentations, scores, drugs, eponyms.
Strings may contain {he} {his} {him} {He} {His} placeholders filled by pr()."""


def pr(c, s):
    return (s.replace("{he}", c.he).replace("{He}", c.He).replace("{his}", c.his)
             .replace("{His}", c.His).replace("{him}", c.him).replace("{mum}", c.mumw))


def pick(c, pool=None):
    pool = pool or PROBLEMS
    if c.age < 11:
        pool = [p for p in pool if p in YOUNG_OK] or YOUNG_OK
    return c.ch(pool)


PROBLEMS = ["low_mood", "self_harm", "anxiety", "adhd", "asd", "eating", "ocd", "psychosis",
            "school_refusal", "trauma", "tics", "dysreg"]

YOUNG_OK = ["anxiety", "adhd", "asd", "ocd", "school_refusal", "trauma", "tics", "dysreg"]

REASON = {
    "low_mood": ["low mood for several months, withdrawn from friends, staying in {his} room, tearful most days",
                 "persistent low mood since the start of term, poor sleep and loss of interest in football and gaming",
                 "low mood, irritability and hopelessness; says {he} 'can't see the point' but denies plans"],
    "self_harm": ["escalating self-harm by cutting to forearms and thighs, superficial, last episode 3 days ago",
                  "self-harm (cutting, scratching) disclosed to school nurse, wounds dressed in school",
                  "first presentation of self-harm after friendship breakdown; took 8 x ibuprofen 200 mg"],
    "anxiety": ["generalised worry, panic attacks (up to 4/week), avoiding buses and the canteen",
                "separation anxiety and somatic complaints (abdominal pain, nausea) on school mornings",
                "social anxiety, unable to speak in class, declining attendance (62%)"],
    "adhd": ["inattention, impulsivity and hyperactivity reported at home and school; Conners 3 teacher T-score 78",
             "query ADHD: poor concentration, forgetful, fidgety, 4 fixed-term exclusions this year",
             "ADHD already diagnosed privately, parents requesting shared care and medication review"],
    "asd": ["query autism spectrum condition: rigid routines, sensory sensitivities, limited peer relationships",
            "possible ASC; meltdowns after school, struggles with transitions, very literal language",
            "social communication difficulties; school have completed SRS-2 and ask for assessment"],
    "eating": ["restrictive eating, weight loss of 7 kg over 3 months, amenorrhoea, excessive exercise",
               "restriction and purging; BMI 15.9 (%mBMI 78%), bradycardia HR 46 at GP surgery",
               "ARFID picture: limited range of foods since early childhood, now weight faltering"],
    "ocd": ["intrusive thoughts and checking rituals taking 2-3 hours a day; CY-BOCS 27",
            "contamination fears and hand-washing, skin cracked and bleeding, late for school daily",
            "ordering and counting compulsions, reassurance seeking, family accommodating"],
    "psychosis": ["hearing voices commenting on {him}, suspicious of neighbours, sleep disrupted",
                  "possible first-episode psychosis: odd beliefs, withdrawn, cannabis use daily",
                  "perceptual disturbance and thought disorder noted by school; no previous contact"],
    "school_refusal": ["emotionally based school avoidance; attendance 34% this term",
                       "school refusal since the move to secondary school, stays in bed, distressed when pressed to attend",
                       "not attended school for 9 weeks, reports stomach aches, anxiety about exams"],
    "trauma": ["nightmares, hypervigilance and flashbacks following a road traffic collision",
               "symptoms of PTSD after witnessing domestic abuse; now in temporary accommodation",
               "traumatic bereavement (death of a parent), intrusive memories, avoidance"],
    "tics": ["motor and vocal tics for over a year, worse with stress; ?Tourette syndrome",
             "complex tics and coprolalia causing distress at school; PUTS score 24",
             "tics and co-occurring anxiety; previously seen by paediatrics, normal EEG"],
    "dysreg": ["explosive outbursts, damage to property at home, verbal aggression towards {mum}",
               "emotional dysregulation, impulsive risk-taking, missing overnight twice",
               "aggression at home and school; parents feel unable to manage"],
}

DX = {
    "low_mood": ["moderate depressive episode (F32.1)", "major depressive disorder, single episode"],
    "self_harm": ["recurrent self-harm in the context of low mood", "emotional dysregulation with self-harm"],
    "anxiety": ["generalised anxiety disorder (F41.1)", "social anxiety disorder", "panic disorder"],
    "adhd": ["ADHD, combined presentation (F90.0)", "ADHD, predominantly inattentive presentation"],
    "asd": ["autism spectrum disorder (ADOS-2 module 3 total 11)", "autism spectrum condition"],
    "eating": ["anorexia nervosa, restrictive subtype (F50.0)", "atypical anorexia nervosa", "ARFID"],
    "ocd": ["obsessive-compulsive disorder (F42.2)"],
    "psychosis": ["first-episode psychosis, unspecified", "at-risk mental state (ARMS)"],
    "school_refusal": ["emotionally based school avoidance with anxiety", "separation anxiety disorder"],
    "trauma": ["post-traumatic stress disorder (F43.1)", "adjustment disorder"],
    "tics": ["Tourette syndrome (F95.2)", "chronic motor tic disorder"],
    "dysreg": ["oppositional defiant disorder", "emotional dysregulation, ?ADHD"],
}

MEDS = {
    "low_mood": ["fluoxetine 10 mg OD", "fluoxetine 20 mg OD", "sertraline 50 mg OD", "sertraline 100 mg mane"],
    "self_harm": ["fluoxetine 20 mg OD", "melatonin 2 mg MR nocte", "no regular medication"],
    "anxiety": ["sertraline 25 mg OD", "sertraline 75 mg OD", "propranolol 10 mg PRN (max TDS)"],
    "adhd": ["methylphenidate XL 18 mg mane", "methylphenidate XL 36 mg mane", "lisdexamfetamine 30 mg mane",
             "lisdexamfetamine 50 mg OD", "atomoxetine 40 mg OD", "guanfacine XR 2 mg OD",
             "dexamfetamine 5 mg BD", "Concerta XL 27 mg mane", "Equasym XL 20 mg"],
    "asd": ["melatonin 3 mg nocte", "risperidone 0.5 mg nocte", "no regular medication"],
    "eating": ["Fortisip 1 bottle TDS", "thiamine 100 mg TDS", "Phosphate-Sandoz 1 tab BD", "olanzapine 2.5 mg nocte"],
    "ocd": ["sertraline 100 mg OD", "fluoxetine 30 mg OD", "fluvoxamine 50 mg BD"],
    "psychosis": ["aripiprazole 5 mg OD", "aripiprazole 10 mg OD", "risperidone 1 mg BD", "quetiapine 100 mg nocte"],
    "school_refusal": ["no regular medication", "sertraline 50 mg OD"],
    "trauma": ["prazosin 1 mg nocte", "sertraline 50 mg OD", "melatonin 2 mg nocte"],
    "tics": ["clonidine 25 micrograms BD", "aripiprazole 2.5 mg OD", "guanfacine XR 1 mg OD"],
    "dysreg": ["no regular medication", "risperidone 0.25 mg BD", "methylphenidate XL 18 mg mane"],
}

PRN = ["lorazepam 0.5-1 mg PO PRN (max 2 mg/24 h)", "promethazine 25 mg PO PRN", "paracetamol 500 mg-1 g QDS PRN",
       "olanzapine 2.5 mg PRN", "melatonin 2 mg PRN for sleep", "ibuprofen 200-400 mg TDS PRN"]

SCORES = {
    "low_mood": ["MFQ 42", "PHQ-A 18", "RCADS depression T-score 76", "BDI-Y 31"],
    "self_harm": ["C-SSRS: passive ideation, no behaviour in past month", "SITBI not completed", "RCADS total T 70"],
    "anxiety": ["GAD-7 15", "RCADS total anxiety T-score 71", "SCAS parent 48", "SPIN 44"],
    "adhd": ["Conners 3 parent Hyperactivity/Impulsivity T 84", "SNAP-IV inattention 2.3", "QbTest Q-scores >1.5",
             "Vanderbilt teacher 7/9 inattentive items"],
    "asd": ["SCQ 22", "SRS-2 T 79", "ADOS-2 total 11", "AQ-10 child 8"],
    "eating": ["EDE-Q global 4.2", "BMI 15.9 kg/m2", "%mBMI 81%", "SCOFF 4/5"],
    "ocd": ["CY-BOCS 27", "OCI-CV 24", "CY-BOCS 19 (moderate)"],
    "psychosis": ["PANSS positive 19", "CAARMS completed", "BPRS 38"],
    "school_refusal": ["SRAS-R avoidance 4.1", "RCADS separation anxiety T 73", "attendance 41%"],
    "trauma": ["CRIES-8 31", "CATS 38", "PCL-5 44"],
    "tics": ["YGTSS total 32", "PUTS 24"],
    "dysreg": ["SDQ total difficulties 26", "SDQ conduct 8", "CBCL externalising T 72"],
}

GENERIC_SCORES = ["SDQ total difficulties 21", "HoNOSCA 17", "CGAS 45", "CGAS 52", "CORS 19", "ORS 17/40",
                  "RCADS total T 68", "GAD-7 11", "PHQ-9 14", "GBO 3/10"]

PMH = ["asthma (salbutamol inhaler PRN)", "eczema", "type 1 diabetes (FreeStyle Libre 2)", "migraine",
       "Crohn's disease (on azathioprine)", "coeliac disease", "Hashimoto's thyroiditis on levothyroxine 50 micrograms",
       "Gilbert's syndrome", "hypermobile Ehlers-Danlos syndrome", "Osgood-Schlatter disease",
       "epilepsy (levetiracetam 500 mg BD)", "Perthes disease aged 6", "hay fever", "nil of note",
       "Raynaud's phenomenon", "no significant past medical history", "Kawasaki disease in infancy",
       "Sever's disease", "iron deficiency anaemia"]

FAMILY_HX = ["maternal depression", "paternal ADHD (undiagnosed)", "older sibling with autism",
             "maternal grandmother with bipolar affective disorder", "father with alcohol misuse",
             "cousin with schizophrenia", "mother treated for postnatal depression (EPDS 19)",
             "no known family psychiatric history", "uncle died by suicide", "Huntington's disease in paternal line",
             "sibling with Down syndrome"]

DEV = ["Born at 38 weeks by SVD, birth weight 3.1 kg, no NICU stay.",
       "Born at 34 weeks, 10 days in SCBU for feeding, milestones otherwise on time.",
       "Born at term after an uncomplicated pregnancy; walked at 13 months, first words at 12 months.",
       "Born at 29+4 weeks gestation, 6 weeks in NICU; speech delayed, SALT input aged 3.",
       "Emergency LSCS at 41 weeks; early milestones within normal limits.",
       "Second pregnancy (G2P1), born at 39 weeks; toilet trained by 3 years."]

EPONYM_MISC = ["Gillick competent for this decision", "consent discussed in line with Fraser guidelines",
               "GCS 15/15", "Glasgow Coma Scale 15", "negative Romberg", "no Kernig's sign",
               "Tanner stage 4", "Wechsler (WISC-V) FSIQ 94", "Epworth 11", "Beck Youth Inventory completed",
               "C-SSRS screen positive", "Maudsley family-based treatment (FBT)", "Milan systemic approach",
               "Brazelton scale", "Apgar 9 at 5 minutes", "Kiddie-SADS-PL completed"]

MSE = [
    ["Appearance: casually dressed, hood up, good hygiene. Behaviour: poor eye contact, fidgety, rapport built slowly.",
     "Appearance: thin, layered clothing, long sleeves. Behaviour: guarded, tearful at times.",
     "Appearance: school uniform, well kempt. Behaviour: shy initially, warmed up, good eye contact by the end.",
     "Appearance: dishevelled, bitten nails. Behaviour: restless, left the room once."],
    ["Speech: quiet, slow, normal tone. Mood: 'rubbish'. Affect: flat, reactive at times.",
     "Speech: normal rate and volume. Mood: 'fine' (subjectively), objectively low.",
     "Speech: rapid, loud at times. Mood: 'stressed'. Affect: anxious, labile.",
     "Speech: monosyllabic answers. Mood: 'don't know'. Affect: blunted."],
    ["Thought form: linear. Content: hopeless about the future, no delusions elicited. Perception: no abnormalities.",
     "Thoughts: preoccupied with weight and shape. No first-rank symptoms. No hallucinations.",
     "Thoughts: worries about family members dying; no obsessions. Perception: normal.",
     "Thoughts: some ideas of reference about classmates; no fixed delusions. Perception: hears a whisper at night."],
    ["Cognition: alert, oriented x3. Insight: partial. Judgement: impaired by distress.",
     "Cognition: grossly intact. Insight: good. Judgement: fair.",
     "Cognition: concentration poor on serial 3s. Insight: limited."],
]

RISK_FACTORS = ["previous self-harm", "recent overdose", "access to medication at home", "online contact with adults",
                "cannabis use (daily)", "alcohol use at weekends", "bullying at school", "exam stress",
                "relationship breakdown", "social isolation", "missing episodes", "impulsivity",
                "family conflict", "bereavement", "LGBTQ+ identity, experiencing homophobic abuse"]
PROTECTIVE = ["close relationship with {mum}", "engaged with school", "future plans (college course)",
              "plays in a band", "supportive friends", "attends youth club", "loves {his} dog", "faith community",
              "sport (swimming, training 3x per week)", "part-time job"]

DEVICES = ["Actiwatch Spectrum Plus", "Dexcom G7 sensor", "Omnipod 5 pump", "FreeStyle Libre 2 reader",
           "Tandem t:slim X2 pump", "hearing aid (Phonak Sky)", "cochlear implant processor", "school-issued iPad"]
