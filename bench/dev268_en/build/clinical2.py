"""Narrative clinical blocks. Functions return piece lists (see note.py); PHI only via the case."""
import phi
from note import frag
from common import a_an
from pools_places import WARDS, CHARITIES

MECH = ["a motor vehicle collision (restrained driver)", "a high-speed MVA as a front-seat passenger",
        "a fall of approximately 3 m from a ladder at work", "an assault (struck with a bottle)",
        "a cycling accident without a helmet", "a fall from a horse", "a quad bike rollover",
        "a pedestrian versus car incident", "a head clash during a rugby match", "a fall down a flight of stairs",
        "a workplace crush injury from a reversing forklift", "an e-scooter collision"]
AED = ["levetiracetam 1000 mg BD", "lamotrigine 150 mg BD", "carbamazepine MR 400 mg BD", "lacosamide 100 mg BD",
       "clobazam 10 mg nocte", "sodium valproate 500 mg BD", "zonisamide 200 mg daily", "topiramate 50 mg BD",
       "perampanel 6 mg nocte", "brivaracetam 50 mg BD", "cenobamate 100 mg daily", "oxcarbazepine 600 mg BD"]
OTHER_MEDS = ["sertraline 100 mg mane", "mirtazapine 15 mg nocte", "amitriptyline 10 mg nocte",
              "donepezil 10 mg nocte", "memantine 20 mg daily", "atorvastatin 40 mg", "amlodipine 5 mg",
              "metformin 1 g BD", "aspirin 100 mg", "pregabalin 75 mg BD", "melatonin 2 mg", "propranolol 10 mg PRN",
              "baclofen 10 mg TDS", "paracetamol 1 g QID PRN", "escitalopram 10 mg", "quetiapine 25 mg nocte",
              "ramipril 5 mg", "levothyroxine 75 mcg", "apixaban 5 mg BD", "omeprazole 20 mg"]
PAED_MEDS = ["methylphenidate ER 36 mg mane", "lisdexamfetamine 30 mg mane", "guanfacine XR 2 mg",
             "melatonin 3 mg nocte", "levetiracetam 250 mg BD", "sodium valproate 200 mg BD", "risperidone 0.5 mg",
             "clonidine 25 mcg nocte", "atomoxetine 40 mg", "ethosuximide 250 mg BD"]

ETIO_DX = {
    "tbi": ["moderate-severe traumatic brain injury (Mayo classification)", "severe TBI with diffuse axonal injury",
            "traumatic brain injury with bifrontal contusions"],
    "mild_tbi": ["mild traumatic brain injury / concussion", "persisting post-concussion symptoms",
                 "mTBI with complicated recovery"],
    "dementia": ["probable Alzheimer's disease", "mixed Alzheimer's and vascular dementia",
                 "behavioural variant frontotemporal dementia", "dementia with Lewy bodies",
                 "mild cognitive impairment (amnestic, multi-domain)", "Parkinson's disease with cognitive impairment"],
    "epilepsy": ["drug-resistant left temporal lobe epilepsy", "focal epilepsy of right temporal origin",
                 "left mesial temporal sclerosis with focal impaired awareness seizures",
                 "frontal lobe epilepsy (FCD type IIb suspected)"],
    "stroke": ["left MCA territory ischaemic stroke", "right parietal infarct with left neglect",
               "subarachnoid haemorrhage (ACoA aneurysm, coiled)", "posterior circulation stroke"],
    "paeds": ["ADHD, combined presentation", "acquired brain injury following meningococcal meningitis",
              "ALL in remission, post cranial irradiation", "hydrocephalus with VP shunt (revised x2)",
              "extreme prematurity (born at 26+4 weeks)", "focal epilepsy (self-limited epilepsy with centrotemporal spikes)",
              "specific learning disorder with impairment in reading", "moderate TBI after a fall from playground equipment",
              "22q11.2 deletion syndrome", "Duchenne muscular dystrophy", "neurofibromatosis type 1"],
}


def dx(rng, etio):
    return rng.choice(ETIO_DX[etio])


def meds_text(rng, etio):
    if etio == "paeds":
        m = rng.sample(PAED_MEDS, rng.randint(1, 2))
    elif etio == "epilepsy":
        m = rng.sample(AED, rng.randint(2, 3)) + rng.sample(OTHER_MEDS, rng.randint(0, 1))
    elif etio == "dementia":
        m = rng.sample(OTHER_MEDS, rng.randint(1, 4))
    else:
        m = rng.sample([x for x in OTHER_MEDS if not x.startswith(("donepezil", "memantine"))], rng.randint(1, 4))
    return ", ".join(m)


def etiology_block(rng, c, etio, inj=None):
    """History of the presenting condition, with dates tied to the patient and hard negatives."""
    d = c.d
    if etio == "tbi":
        inj = inj or c.days(-rng.randint(200, 1400))
        c.injury = inj
        gcs = rng.randint(3, 9)
        pta = rng.randint(8, 70)
        return frag("{He} sustained a traumatic brain injury in {mech} on {dt}. GCS at scene was {g}/15 "
                    "(E{e}V{v}M{m}); {he} was intubated and transferred to {h}, where CT showed {ct}. "
                    "Post-traumatic amnesia lasted approximately {p} days (Westmead PTA Scale cleared on day {p2}). "
                    "{He} spent {w} weeks on {ward} before inpatient rehabilitation and was discharged home on {dd}.",
                    He=c.He(), he=c.he(), mech=rng.choice(MECH), dt=d(inj), g=gcs, e=1 if gcs < 6 else 2,
                    v=2 if gcs < 8 else 3, m=max(1, gcs - 3 if gcs < 9 else 5), h=("HOSPITAL", c.ref_site),
                    ct=rng.choice(["a left acute subdural haematoma and bifrontal contusions",
                                   "petechial haemorrhages consistent with DAI (grade 2)",
                                   "a right temporal contusion with 4 mm midline shift",
                                   "traumatic SAH and a depressed skull fracture"]),
                    p=pta, p2=pta + rng.randint(0, 2), w=rng.randint(2, 6), ward=("HOSPITAL", rng.choice(WARDS)),
                    dd=d(phi.add_days(inj, rng.randint(40, 120))))
    if etio == "mild_tbi":
        inj = inj or c.days(-rng.randint(60, 500))
        c.injury = inj
        return frag("On {dt} {he} was involved in {mech}. There was a brief loss of consciousness (<1 min by "
                    "witness report), GCS 15/15 on arrival at the ED of {h}, and CT head was reported as normal. "
                    "Estimated PTA under 1 hour. {He} reports headaches 4-5 days a week, light sensitivity, "
                    "poor sleep and 'brain fog'; Rivermead PCQ total {r}/64 at intake.",
                    dt=d(inj), he=c.he(), He=c.He(), mech=rng.choice(MECH), h=("HOSPITAL", c.ref_site),
                    r=rng.randint(18, 44))
    if etio == "dementia":
        return frag("{He} was referred with a {n}-month history of progressive forgetfulness, repeating questions "
                    "and getting lost while driving in {city}. {Fam_rel} {fam} first noticed problems around {md}. "
                    "MRI brain ({mri}) showed {img}. Blood screen including B12, folate, TSH and calcium was "
                    "unremarkable. {scr} at the memory clinic on {sd}.",
                    He=c.He(), n=rng.choice([9, 12, 18, 24, 30, 36]), city=("CITY", c.city),
                    Fam_rel=c.rel(0)[0].capitalize(), fam=c.fam(0), md=c.df.my(c.days(-rng.randint(300, 900))),
                    mri=c.d(c.days(-rng.randint(20, 200))),
                    img=rng.choice(["bilateral hippocampal atrophy (MTA score 3 left, 2 right) and Fazekas grade 1 changes",
                                    "generalised atrophy with frontal predominance",
                                    "moderate small vessel disease (Fazekas 2) and a left thalamic lacune",
                                    "posterior cortical atrophy, parietal > temporal"]),
                    scr=screen_line_cap(rng), sd=c.d(c.days(-rng.randint(30, 150))))
    if etio == "epilepsy":
        onset = rng.randint(2, 30)
        c.onset_age = onset
        return frag("{He} has had seizures since the age of {oa}, initially febrile convulsions, later "
                    "{sem}. Current frequency is {f} per month despite trials of {n} AEDs. Video-EEG telemetry "
                    "({vd}, study {acc}) captured {k} habitual events with {side} onset. MRI (3T epilepsy protocol) "
                    "showed {mri}. Current medication: {meds}.",
                    He=c.He(), oa=("AGE", str(onset)),
                    sem=rng.choice(["focal impaired awareness seizures with an epigastric rising aura and oral automatisms",
                                    "focal aware seizures with deja vu progressing to bilateral tonic-clonic seizures",
                                    "nocturnal hypermotor seizures", "behavioural arrest with right hand dystonic posturing"]),
                    f=rng.randint(2, 20), n=rng.randint(2, 6), vd=c.d(c.days(-rng.randint(20, 240))),
                    acc=("IDNUM", phi.ref_number(rng, c.country, "acc")), k=rng.randint(3, 9),
                    side=rng.choice(["left anterior temporal", "right temporal", "left frontotemporal", "bitemporal independent"]),
                    mri=rng.choice(["left hippocampal sclerosis", "right hippocampal sclerosis",
                                    "a left temporal pole FCD", "no lesion (MRI-negative)", "a right amygdala enlargement"]),
                    meds=meds_text(rng, "epilepsy"))
    if etio == "stroke":
        ev = c.days(-rng.randint(90, 700))
        c.injury = ev
        return frag("{He} presented to {h} on {dt} with {pres}; NIHSS {ni} on arrival. {treat} "
                    "Discharge mRS was {mrs}. {He} is now {mo} months post-stroke.",
                    He=c.He(), h=("HOSPITAL", c.ref_site), dt=c.d(ev),
                    pres=rng.choice(["sudden right-sided weakness and expressive dysphasia",
                                     "left hemianopia and neglect", "thunderclap headache", "vertigo and ataxia"]),
                    ni=rng.randint(2, 18), treat=rng.choice(["Thrombolysed with tenecteplase at 10:40.",
                                                             "Underwent mechanical thrombectomy (TICI 2b).",
                                                             "Not a candidate for reperfusion therapy.",
                                                             "Aneurysm coiled the following morning."]),
                    mrs=rng.randint(1, 4), mo=rng.randint(3, 24))
    # paeds
    return frag("{Nm} has a background of {dx}. {He} is in {yr} at {sch}. {Par} {pn} describes {pr}.",
                Nm=c.pt_ref(), dx=getattr(c, "dxv", None) or dx(rng, "paeds"), He=c.He(), yr=school_year(rng, c),
                sch=c.org(c.school), Par=c.rel(0)[0].capitalize(), pn=c.fam(0),
                pr=rng.choice(["difficulty following multi-step instructions and losing belongings",
                               "slow work output and meltdowns after school", "falling behind in reading and maths",
                               "forgetfulness, fatigue and reluctance to attend school",
                               "impulsivity, peer conflict and poor sleep"]))


def c2_country(s):
    if s.startswith("the "):
        return ["the ", ("COUNTRY", s[4:])]
    return [("COUNTRY", s)]


def screen_line_cap(rng):
    from clinical import screen_line
    s = screen_line(rng, True)
    return "Screening: " + s


def school_year(rng, c):
    a = c.age
    if c.country == "US":
        g = max(0, a - 5)
        return "kindergarten" if g == 0 else "grade %d" % g
    if c.country == "CA":
        return "Grade %d" % max(1, a - 5)
    if c.country == "AU":
        return "Year %d" % max(0, a - 5) if a > 5 else "Prep"
    return "Year %d" % max(1, a - 4)


def social_block(rng, c):
    rel, p = c.rel(0)
    bits = []
    if c.paeds:
        bits.append(frag("{Nm} lives with {his} {rel} {fam} in {city}", Nm=c.pt_ref(), his=c.his(), rel=rel,
                         fam=("FAMILY", p.form(rng.choice(["first", "full"]))), city=("CITY", c.city)))
        if len(c.family) > 1:
            r2, p2 = c.rel(1)
            bits.append(frag(" and {his} {rel} {fam}", his=c.his(), rel=r2, fam=("FAMILY", p2.first)))
        bits.append(". ")
        if rng.random() < 0.5:
            pw = rng.choice(["nurse", "bus driver", "cleaner", "accountant", "chef", "teacher aide", "electrician",
                             "shift worker at a meat works", "retail manager", "farmer", "IT consultant"])
            bits.append(frag("{His} {rel} works as {a} {prof}. ", His=c.His(), rel=rel, a=a_an(pw),
                             prof=("PROFESSION", pw)))
        return bits
    fa = None
    if rel in ("wife", "husband", "partner", "mother", "father", "sister", "brother") and rng.random() < 0.35:
        fa = max(18, c.age + rng.randint(-6, 6) if rel not in ("mother", "father") else c.age + rng.randint(20, 32))
    bits.append(frag("{He} lives with {his} {rel} {fam}{fa} in {city}", He=c.He(), his=c.his(), rel=rel,
                     fam=("FAMILY", p.form(rng.choice(["first", "first", "full"]))),
                     fa=[" (", ("AGE", str(fa)), ")"] if fa and fa < 100 else "", city=("CITY", c.city)))
    if rng.random() < 0.4:
        bits.append(frag(", having moved from {ctry} in {yr}", ctry=c2_country(c.birth_country),
                         yr=c.df.year(c.days(-rng.randint(2000, 12000)))))
    bits.append(". ")
    edu = rng.choice([["left school at ", ("AGE", str(rng.choice([15, 16, 17]))), " with few qualifications"],
                      "completed Year 12",
                      "completed a trade apprenticeship", "holds a bachelor's degree", "left school in Grade 10",
                      "completed a diploma in business", "has a master's degree", "repeated a year at primary school"])
    bits.append(frag("{He} {edu} and ", He=c.He(), edu=edu))
    r = rng.random()
    if r < 0.55:
        bits.append(frag("worked as {a} {prof} at {emp} until the injury/illness. ", a=a_an(c.prof), prof=("PROFESSION", c.prof),
                         emp=c.org(c.employer)))
    elif r < 0.8:
        bits.append(frag("is a retired {prof}. ", prof=("PROFESSION", c.prof)))
    else:
        bits.append(frag("was employed as {a} {prof} but has been off work for {n} months. ",
                         a=a_an(c.prof), prof=("PROFESSION", c.prof), n=rng.randint(2, 20)))
    bits.append(rng.choice(["Alcohol: 4-6 standard drinks per week. No illicit drugs. ",
                            "Ex-smoker (20 pack-years). Alcohol minimal. ", "Denies alcohol or drug use. ",
                            "Previously drank 40+ units/week; abstinent for 2 years. ",
                            "Cannabis 2-3 times weekly, advised re: effect on cognition. "]))
    if rng.random() < 0.5:
        bits.append(rng.choice(["{He} is not currently driving. ", "{He} holds a full licence and continues to drive short distances. ",
                                "{He} has voluntarily surrendered {his} licence. "]).format(He=c.He(), his=c.his()))
    return bits


def dev_block(rng, c):
    wk = rng.choice(["39", "40", "37+2", "34+5", "41", "28+1", "36"])
    return frag("Born at {wk} weeks' gestation by {mode}, birth weight {bw} g, Apgars {a1} and {a2}. "
                "Walked at {w} months; first words at around {fw} months; toilet trained by {tt}. "
                "Hearing and vision screens normal. {Nm} started at {sch} in {start}.",
                wk=wk, mode=rng.choice(["SVD", "emergency caesarean section", "elective LSCS", "ventouse delivery"]),
                bw=rng.randint(900, 4300), a1=rng.randint(5, 9), a2=rng.randint(8, 10),
                w=("AGE", str(rng.randint(10, 20))), fw=("AGE", str(rng.randint(10, 24))),
                tt=[("AGE", str(rng.randint(2, 4))), " years"], Nm=c.pt_ref(), sch=c.org(c.school),
                start=c.df.my(c.days(-rng.randint(200, 2500))))


def observations_block(rng, c):
    rel, p = c.rel(rng.randint(0, 2))
    out = [rng.choice([
        frag("{Nm} attended on time, accompanied by {his} {rel} {fam}, who waited outside during testing. ",
             Nm=c.pt_ref(), his=c.his(), rel=rel, fam=("FAMILY", p.first)),
        frag("{Nm} arrived 20 minutes late having got lost on the way. {He} came alone. ", Nm=c.pt_ref(), He=c.He()),
        frag("{Nm} was brought by {his} {rel}, {fam}. ", Nm=c.pt_ref(), his=c.his(), rel=rel,
             fam=("FAMILY", p.form("full")))])]
    out.append(rng.choice([
        "Casually dressed and well groomed. Speech was fluent with occasional word-finding pauses. ",
        "Appeared tired; yawned frequently and required two breaks. Speech normal in rate and prosody. ",
        "Rapport was easily established. Affect reactive, mood described as 'flat'. ",
        "Mildly disinhibited at times (off-topic jokes), readily redirected. ",
        "Wore reading glasses; hearing adequate for conversational speech. Used right hand for writing. ",
        "Fidgety and frequently out of seat; benefited from short tasks and a visual timetable. "]))
    if rng.random() < 0.15:
        out.append(frag("{He} wore bilateral hearing aids (right aid serial {sn}). ", He=c.He(),
                        sn=("DEVICE", phi.device_serial(rng, "hear"))))
    if rng.random() < 0.4:
        out.append(frag("Testing took place in {rm} over {k} sessions. ", rm=room(rng), k=rng.choice(["two", "three", "four"])))
    out.append(rng.choice(["Effort appeared good throughout and PVTs were passed; results are considered valid. ",
                           "Engagement was variable; embedded validity indicators were within normal limits. ",
                           "Performance on stand-alone PVTs was below cut-offs, so results are interpreted with caution. "]))
    return out


def room(rng):
    st = rng.randint(0, 3)
    if st == 0:
        return ["testing room ", ("LOCATION_OTHER", str(rng.randint(1, 14)))]
    if st == 1:
        return ["Room ", ("LOCATION_OTHER", "%s.%02d" % (rng.randint(1, 4), rng.randint(1, 40)))]
    if st == 2:
        from pools_places import BUILDINGS
        return ["clinic room ", ("LOCATION_OTHER", "%d%s" % (rng.randint(1, 9), rng.choice("ABC"))), ", ",
                the_loc(rng.choice(BUILDINGS))]
    return ["interview room ", ("LOCATION_OTHER", str(rng.randint(1, 6)))]


def the_loc(s):
    if s.startswith("the "):
        return ["the ", ("LOCATION_OTHER", s[4:])]
    return [("LOCATION_OTHER", s)]


FORMULATIONS = {
    "tbi": "The profile of slowed information processing, reduced divided attention and weak executive control, "
           "with relatively preserved language and visuospatial skills, is consistent with diffuse frontal-subcortical "
           "injury of the kind expected after a TBI of this severity. ",
    "mild_tbi": "Test performance is broadly within normal limits. The ongoing complaints are better explained by "
                "the interaction of pain, disrupted sleep, low mood and anxiety about recovery than by persisting "
                "structural brain injury. ",
    "dementia": "There is a marked amnestic deficit with rapid forgetting and poor benefit from recognition cues, "
                "together with reduced semantic fluency and naming. This pattern is consistent with a neurodegenerative "
                "process of Alzheimer type; a vascular contribution cannot be excluded. ",
    "epilepsy": "The material-specific memory weakness is concordant with the proposed seizure focus. The risk of a "
                "further decline in verbal memory after surgery is judged to be moderate to high given intact "
                "pre-operative function and left hemisphere language dominance. ",
    "stroke": "Deficits in visuospatial attention, processing speed and complex attention are in keeping with the "
              "known lesion. Post-stroke fatigue and low mood are likely to amplify everyday difficulties. ",
    "paeds": "The profile shows relative weaknesses in working memory and processing speed against average verbal "
             "reasoning, with elevated parent and teacher ratings of executive difficulty. This is consistent with "
             "the underlying condition and explains much of the classroom picture. ",
}


def formulation(rng, etio):
    return FORMULATIONS[etio]


RECS = {
    "tbi": ["Use a single external memory system (smartphone calendar with alarms) consistently.",
            "Graded return to work via the vocational rehabilitation service, starting at 2 x 3-hour shifts per week.",
            "Referral to community brain injury team for cognitive rehabilitation (12 sessions).",
            "Not to drive until cleared by the treating team; notify the licensing authority.",
            "Fatigue management: pacing, scheduled rest breaks, sleep hygiene.",
            "Repeat neuropsychological assessment in 12-18 months to track recovery."],
    "mild_tbi": ["Reassurance and education regarding the expected course of recovery after concussion.",
                 "CBT-based intervention for anxiety and symptom focus (6-8 sessions).",
                 "Graded return to full duties over 4 weeks.", "Address sleep: consider CBT-I.",
                 "Headache review with GP; consider medication overuse."],
    "dementia": ["Feedback of diagnosis with family present; discuss LPA / advance care planning while capacity retained.",
                 "Consider cholinesterase inhibitor (e.g., donepezil 5 mg titrated to 10 mg).",
                 "Driving: formal on-road assessment recommended.", "Carer support and referral to memory support worker.",
                 "Repeat cognitive screening in 6-12 months."],
    "epilepsy": ["Proceed to discussion at epilepsy surgery MDT with the above memory risk.",
                 "Consider fMRI language lateralisation +/- intracarotid amobarbital (Wada) test.",
                 "Pre-operative counselling regarding possible naming decline.", "Post-operative reassessment at 12 months.",
                 "Seizure safety advice reviewed (no bathing alone, call emergency services if seizure >5 minutes)."],
    "stroke": ["Scanning strategies for left neglect (anchoring, lighthouse strategy).",
               "Speech and language therapy for ongoing word-finding difficulty.",
               "Screen and treat post-stroke depression; PHQ-9 to be repeated.",
               "Driving not advised pending formal visual field assessment."],
    "paeds": ["Chunk instructions; provide written checklists and visual schedules.",
              "Extra time (25%) and rest breaks in assessments; a reader for exams.",
              "Seat near the teacher, away from doors and windows.",
              "Consider referral to CAMHS/paediatrician for review of ADHD medication.",
              "Targeted phonics-based literacy intervention 3 x weekly.",
              "Repeat assessment in 2 years or at transition to secondary school."],
}


def recs(rng, etio, k=None):
    pool = RECS[etio]
    k = k or rng.randint(3, len(pool))
    return rng.sample(pool, min(k, len(pool)))


def charity_piece(rng):
    return the_piece_org(rng.choice(CHARITIES))


def the_piece_org(s):
    if s.startswith("the "):
        return ["the ", ("ORGANIZATION", s[4:])]
    return [("ORGANIZATION", s)]


def codes_line(rng, country, etio):
    icd = {"tbi": "S06.2X9S", "mild_tbi": "F07.81", "dementia": "G30.1 / F02.80", "epilepsy": "G40.219",
           "stroke": "I69.398", "paeds": "F90.2"}[etio]
    if country == "US":
        return "ICD-10-CM %s. CPT: 96132 x1, 96133 x%d, 96136 x1, 96137 x%d, 96116 x1." % (
            icd, rng.randint(2, 5), rng.randint(3, 8))
    if country == "AU":
        return "ICD-10-AM %s. Privately billed; no Medicare rebate item applies." % icd
    if country == "CA":
        return "Dx code %s (ICD-10-CA). OHIP fee code not applicable - psychology services billed privately." % icd
    return "Coded: %s (ICD-10). SNOMED CT 127294003 (neuropsychological assessment)." % icd
