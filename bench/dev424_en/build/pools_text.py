"""Narrative fragments per presenting problem.  Placeholders are filled by
the genre writers: {pt_f} preferred/first name, {obj}/{pos} pronouns,
{sub} subject pronoun (only before past-tense or modal verbs), {crel}
carer relation word, {carer_f} carer first name, {school}, {yg}, {onset}."""

PROBLEMS = ["anxiety", "depression", "selfharm", "eating", "adhd", "asd", "ocd", "trauma", "ebsa"]

REASON = {
    "anxiety": [
        "{pt_f} has been having panic attacks several times a week since {onset_d}, mostly on the bus and in assembly. {Crel} reports {sub} had to be collected from {school} four times last half term.",
        "Worry about everything - health, family, exams. Stomach aches most mornings, GP has excluded organic cause (coeliac screen, FBC normal). Avoiding sleepovers and clubs. Sleep onset delayed 1-2 h.",
        "Longstanding separation anxiety, worse since {crel} went back to work. Refuses to be alone upstairs, sleeping in parents' bed most nights.",
        "Social anxiety - cannot eat in front of peers, will not answer questions in class, hides in the toilets at lunch. Has stopped going to {club}.",
    ],
    "depression": [
        "Low mood for approx 6 months, withdrawn, stopped seeing friends, spending most of the day in {pos} room. Describes feeling 'empty' and 'like a burden'. Fleeting thoughts of not wanting to wake up, no plans.",
        "{Crel} concerned re marked change since {onset_d}: irritable, tearful, sleeping till 2pm at weekends, dropped out of {club}. Grades falling. PHQ-A 19 in surgery today.",
        "Persistent low mood and anhedonia following breakdown of a friendship group and online bullying. Eating less, weight down ~3 kg per {crel}. Some passive SI.",
        "Referred after disclosure to school counsellor of feeling hopeless 'most days for ages'. No previous CAMHS involvement.",
    ],
    "selfharm": [
        "Cutting to forearms and thighs with a pencil-sharpener blade, approx 3x/week over last 2 months, superficial, not requiring sutures. Describes it as a release. Disclosed to {friend_f} who told a teacher.",
        "Presented to {ed} on {event_d} after taking 16 x paracetamol 500 mg following an argument at home. Medically cleared (levels below treatment line). States it was impulsive; some regret.",
        "Escalating self-harm (scratching, head-banging, recently burning with a lighter). {Crel} found blood on sheets. No previous ODs. Safeguarding discussed with DSL.",
        "Ligature attempt at home on {event_d}, interrupted by {crel}. Seen by liaison team, discharged with CAMHS urgent follow-up within 72 h.",
    ],
    "eating": [
        "Weight loss of 7 kg over 4 months, restricting to ~600 kcal/day, excessive exercise (running 10 km daily). Cold all the time, dizzy on standing, periods/energy affected since {onset_d}. GP obs: HR 46, lying/standing BP 94/58 -> 88/52.",
        "Restriction and compensatory behaviours (vomiting after evening meal, up to 5x/week). Preoccupied with shape; body checking. BMI 17.1 (%mBMI 82%).",
        "Selective eating since toddler years, limited to ~12 'safe' foods, significant anxiety around new textures, weight on 2nd centile. Query ARFID.",
        "Type 1 diabetic, HbA1c risen from 58 to 94 mmol/mol over 6 months; team suspect insulin omission for weight control. Several DKA admissions.",
    ],
    "adhd": [
        "School report marked inattention, fidgeting, calling out, losing equipment; on report for behaviour. {Crel} describes 'motor running' since nursery. Conners completed by school - elevated.",
        "Referral for ADHD assessment. Impulsive, risk-taking (climbing on roofs), 2 fixed-term exclusions this year. Sleep poor. No concerns re social communication.",
        "Struggling with organisation and focus in {yg}, homework not handed in, daydreaming. Paternal family history of ADHD (dad diagnosed as an adult).",
    ],
    "asd": [
        "Query autism. Longstanding difficulties with friendships, rigid routines, intense interest in trains and maps, distress with changes. Meltdowns after school (masking in class).",
        "Sensory sensitivities (labels, noise in the canteen), restricted diet, literal understanding, difficulty with unstructured times. First words late per {crel}.",
        "Masking at school, exhausted and explosive at home, one close friend. School see no concerns; {crel} feels strongly that {pt_f} needs assessment.",
    ],
    "ocd": [
        "Contamination fears and handwashing up to 40x/day, hands cracked and bleeding. Showering 2 h. Family accommodating (washing clothes separately).",
        "Intrusive thoughts of harm coming to family unless {sub} could complete counting rituals; checking doors and plugs repeatedly at night. CY-BOCS 27.",
        "Need for things to feel 'just right', re-reading and re-writing, late for school daily due to rituals. Tics noted (eye-blinking).",
    ],
    "trauma": [
        "Nightmares, flashbacks and hypervigilance following a road traffic collision on {event_d} in which {sub} was a passenger. Avoiding cars; panics at sirens.",
        "History of domestic abuse witnessed in early childhood; now in kinship care with {crel}. Dysregulated, startles easily, difficulty trusting adults.",
        "Disclosed sexual assault by an older peer at a party in {event_m}; police aware. Since then self-isolating, not sleeping, intrusive memories.",
    ],
    "ebsa": [
        "Emotionally based school avoidance - attendance 38% this term, none for the last 3 weeks. Morning panic, headaches. Previously a high achiever at {school}.",
        "School refusal since transition to {yg}. Describes the building as 'too loud'. Completing some work at home. Education welfare involved.",
        "Not attended since {onset_d}. Significant anxiety, day/night reversal, gaming until 4 am. {Crel} unable to get {obj} out of bed.",
    ],
}

SYMPTOMS = {
    "anxiety": ["worry", "palpitations", "nausea in mornings", "avoidance", "reassurance-seeking",
                "panic attacks", "poor sleep onset", "tension headaches"],
    "depression": ["low mood", "anhedonia", "tearfulness", "poor concentration", "early waking",
                   "hypersomnia", "reduced appetite", "hopelessness", "social withdrawal", "irritability"],
    "selfharm": ["urges to cut", "emotional numbness", "low mood", "anger", "impulsivity",
                 "feeling overwhelmed", "body image distress"],
    "eating": ["restriction", "body checking", "fear of weight gain", "excessive exercise",
               "dizziness on standing", "cold intolerance", "amenorrhoea", "purging"],
    "adhd": ["inattention", "hyperactivity", "impulsivity", "poor sleep", "forgetfulness",
             "emotional dysregulation"],
    "asd": ["social communication differences", "sensory sensitivities", "need for routine",
            "intense interests", "meltdowns after school", "masking"],
    "ocd": ["intrusive thoughts", "checking", "washing", "counting", "reassurance seeking",
            "avoidance of triggers"],
    "trauma": ["nightmares", "flashbacks", "hypervigilance", "avoidance", "startle",
               "dissociation", "irritability"],
    "ebsa": ["morning anxiety", "somatic complaints", "avoidance", "low mood", "sleep reversal",
             "social withdrawal"],
}

GOALS = {
    "anxiety": ["to be able to get the bus to school on my own", "to have fewer panic attacks",
                "to go to my friend's sleepover", "to stop worrying so much at night"],
    "depression": ["to feel like myself again", "to get out of my room more", "to go back to football",
                   "to not feel like a burden"],
    "selfharm": ["to find other ways to cope when I'm angry", "to go a month without cutting",
                 "to be able to tell mum when I'm struggling"],
    "eating": ["to get my period back", "to eat lunch with friends at school", "to go back to dance",
               "to stop the voice in my head being so loud"],
    "adhd": ["to stop getting detentions", "to remember my homework", "to not get so angry with my brother"],
    "asd": ["for school to understand me", "to have less meltdowns", "to cope with changes better"],
    "ocd": ["to wash my hands less", "to get to school on time", "to stop the thoughts taking over"],
    "trauma": ["to sleep without nightmares", "to be able to go in a car", "to feel safe again"],
    "ebsa": ["to go back to school part time", "to see my friends", "to get my GCSEs"],
}

INTERVENTION = {
    "anxiety": ["CBT for anxiety (graded exposure)", "parent-led CBT (guided self-help)",
                "group anxiety programme", "relaxation and breathing work"],
    "depression": ["CBT for depression", "IPT-A", "behavioural activation", "fluoxetine alongside therapy"],
    "selfharm": ["DBT-informed skills work", "safety planning", "family work", "mentalization-based treatment (MBT-A)"],
    "eating": ["FT-AN (Maudsley family-based treatment)", "CBT-E", "dietetic meal planning", "physical monitoring"],
    "adhd": ["psychoeducation", "medication titration", "parenting group", "school strategies"],
    "asd": ["post-diagnostic support group", "sensory assessment (OT)", "social stories", "school liaison"],
    "ocd": ["CBT with ERP", "sertraline titration", "family accommodation work"],
    "trauma": ["TF-CBT", "EMDR", "stabilisation work", "psychoeducation for carers"],
    "ebsa": ["graded return plan", "CBT for anxiety", "school liaison", "sleep hygiene and routine"],
}

MSE = [
    ["Appearance: casually dressed, hoodie sleeves pulled over hands, good hygiene.",
     "Appearance: thin, layered clothing despite warm room.", "Appearance: school uniform, well kempt.",
     "Appearance: tired-looking, dark rings under eyes, unwashed hair."],
    ["Behaviour: poor eye contact initially, warmed up over session; fidgety.",
     "Behaviour: calm, cooperative, appropriate rapport.", "Behaviour: restless, left the room twice.",
     "Behaviour: guarded, monosyllabic answers, on phone at times."],
    ["Speech: quiet, reduced volume, normal rate, some latency.", "Speech: normal rate/tone/volume.",
     "Speech: pressured when anxious, otherwise normal."],
    ["Mood: subjectively 'rubbish, like 3/10'; objectively low.", "Mood: 'alright I guess'; objectively anxious.",
     "Mood: 'fine' (incongruent); objectively flat.", "Mood: 'stressed'; objectively euthymic."],
    ["Affect: restricted, tearful when discussing school.", "Affect: reactive, appropriate.",
     "Affect: blunted.", "Affect: anxious, brightened when talking about the dog."],
    ["Thought: negative cognitions re self-worth; no FTD.",
     "Thought: preoccupied with weight and shape; no formal thought disorder.",
     "Thought: linear, goal-directed; worries about family's health.",
     "Thought: intrusive images of harm, recognised as own thoughts."],
    ["Perception: no abnormalities reported; denied AVH.",
     "Perception: hears own name called occasionally when falling asleep (hypnagogic).",
     "Perception: nil abnormal."],
    ["Cognition: orientated, concentration fair.", "Cognition: grossly intact.",
     "Cognition: distractible, needed questions repeated."],
    ["Insight: good - recognises needs help; engaged with plan.", "Insight: partial.",
     "Insight: limited - 'there's nothing wrong with me'."],
]

PROTECTIVE = ["supportive {crel}", "engaged with service", "future plans (college, wants to be a vet)",
              "close friendship with {friend_f}", "attends {club}", "attached to the family dog",
              "no access to firearms", "help-seeking when distressed", "religious faith",
              "good relationship with {hoy_t}"]
RISKFACT = ["previous OD", "escalating self-harm", "impulsivity", "recent relationship breakdown",
            "online exposure to self-harm content", "substance use (cannabis at weekends)",
            "bullying", "exam pressure", "family conflict", "parental mental illness",
            "recent bereavement", "LGBTQ+ identity-related victimisation", "poor sleep",
            "hopelessness", "access to medication in the home"]

COPING = ["listen to music with headphones", "hold an ice cube", "go for a walk with the dog",
          "text {friend_f}", "use the Calm Harm app", "have a shower", "draw or colour",
          "squeeze a stress ball", "go and sit with {crel}", "watch comfort TV",
          "write it down in my journal", "do my 5-4-3-2-1 grounding", "play FIFA",
          "cuddle my cat", "breathe in for 4 and out for 6"]

WARNING = ["staying in my room and not replying to messages", "not eating", "wearing long sleeves",
           "getting snappy with everyone", "not sleeping", "crying a lot", "going really quiet",
           "scrolling at night", "thinking everyone hates me"]

CLUBS_BY = {"NZ": ["kapa haka", "rugby league", "waka ama"], "IE": ["Gaelic football", "camogie", "hurling"],
            "AU": ["Aussie rules", "netball", "surf life saving"], "CA": ["hockey", "lacrosse", "Cadets"],
            "GB": ["Air Cadets", "Scouts", "netball"]}
CLUBS = ["football", "dance", "swimming", "drama club",
         "rugby", "kickboxing", "youth club", "choir", "gymnastics",
         "boxing", "basketball", "cricket"]
