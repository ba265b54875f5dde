"""Clinical phrase pools for liaison psychiatry (plain text, never PHI).

These carry most of the hard negatives: eponyms, drug names, scores, units,
lab abbreviations, public bodies, generic departments.
"""
from note import pick, chance

PMH = ["T2DM (HbA1c 71)", "COPD, FEV1 48%", "HTN", "AF on apixaban", "CKD 3b", "epilepsy",
       "asthma", "chronic low back pain", "fibromyalgia", "IBS", "hypothyroidism",
       "Crohn's disease", "Parkinson's disease", "HIV, VL undetectable", "hep C (treated, SVR)",
       "obesity, BMI 41", "OSA on CPAP", "hypermobile Ehlers-Danlos", "POTS", "Addison's disease",
       "MS (relapsing-remitting)", "migraine", "GORD", "previous CVA, mild L hemiparesis",
       "IHD s/p CABG", "ArLD", "recurrent pancreatitis", "sickle cell disease", "Graves' disease",
       "Hashimoto's thyroiditis", "Raynaud's", "Meniere's disease", "Bell's palsy (resolved)",
       "Guillain-Barré syndrome, residual weakness", "Huntington's disease (gene positive)",
       "Down's syndrome", "Wernicke's encephalopathy (previous admission)", "NSTEMI",
       "heart failure, EF 35%", "cirrhosis Child-Pugh B", "type 1 DM", "Cushing's (iatrogenic)",
       "Barrett's oesophagus", "Paget's disease of bone", "Hodgkin lymphoma in remission"]
PSYDX = ["EUPD", "recurrent depressive disorder", "BPAD type I", "paranoid schizophrenia",
         "schizoaffective disorder", "PTSD", "complex PTSD", "GAD", "panic disorder", "OCD",
         "ADHD (adult dx)", "ASD", "anorexia nervosa", "alcohol dependence syndrome",
         "opioid dependence on OST", "FND", "somatic symptom disorder", "health anxiety",
         "dissociative seizures", "mild LD", "postnatal depression", "bulimia nervosa",
         "Asperger's (historical dx)", "mixed anxiety and depression", "no formal psychiatric dx"]
PSYMEDS = ["sertraline 100mg OD", "mirtazapine 30mg ON", "venlafaxine MR 150mg OD",
           "quetiapine 50mg ON", "olanzapine 10mg ON", "aripiprazole 10mg OD",
           "lithium carbonate (Priadel) 800mg ON", "sodium valproate 500mg BD",
           "lamotrigine 100mg BD", "clozapine 300mg ON", "zopiclone 7.5mg ON PRN",
           "diazepam 5mg TDS PRN", "pregabalin 150mg BD", "promethazine 25mg PRN",
           "methadone 60ml OD (supervised)", "buprenorphine 16mg OD", "paliperidone palmitate 100mg monthly",
           "zuclopenthixol decanoate 200mg 2-weekly", "melatonin 2mg ON", "donepezil 10mg ON",
           "memantine 20mg OD", "citalopram 20mg OD", "fluoxetine 40mg OD", "trazodone 100mg ON",
           "amitriptyline 25mg ON", "duloxetine 60mg OD", "propranolol 40mg TDS",
           "gabapentin 300mg TDS", "acamprosate 666mg TDS", "naltrexone 50mg OD",
           "escitalopram 10mg OD", "risperidone 1mg BD", "methylphenidate XL 36mg OD"]
MEDMEDS = ["metformin 1g BD", "ramipril 5mg OD", "atorvastatin 40mg ON", "apixaban 5mg BD",
           "levothyroxine 100mcg OD", "omeprazole 20mg OD", "salbutamol inh PRN", "co-codamol 30/500 2 QDS",
           "tramadol 50mg QDS", "oxycodone MR 10mg BD", "insulin glargine 24 units ON",
           "prednisolone 5mg OD", "furosemide 40mg OM", "bisoprolol 2.5mg OD", "amlodipine 5mg OD",
           "levetiracetam 500mg BD", "mebeverine 135mg TDS", "Fostair 100/6 2 puffs BD",
           "tiotropium 18mcg OD", "lactulose 15ml BD", "rifaximin 550mg BD", "co-careldopa 25/100 TDS",
           "adcal-D3 1 BD", "alendronic acid 70mg weekly", "senna 15mg ON", "thiamine 100mg TDS"]
OD_AGENTS = ["{para} 500mg x {n}", "sertraline 100mg x {n}", "co-codamol 30/500 x ~{n}",
             "ibuprofen 400mg x {n}", "quetiapine 100mg x {n}", "propranolol 40mg x {n}",
             "amitriptyline 25mg x {n}", "zopiclone 7.5mg x {n}", "lithium 400mg x ~{n}",
             "tramadol 50mg x {n}", "diazepam 5mg x ~{n}", "mirtazapine 30mg x {n}",
             "{para} 500mg x {n} + ibuprofen 200mg x 16", "pregabalin 300mg x {n}",
             "insulin (NovoRapid ~{n}0 units s/c)", "venlafaxine 75mg x {n}",
             "{para}/diphenhydramine (OTC sleep aid) x {n}"]
SH_ACTS = ["superficial lacerations to L forearm with razor blade, steri-stripped in ED",
           "deep laceration R thigh, 6 sutures, tendons intact",
           "ligature (dressing gown cord) around neck, removed by flatmate, no LOC",
           "partial suspension, ligature mark to neck, CT angio neck NAD",
           "self-inflicted burns to inner arm with lighter",
           "repeated head banging against wall, small forehead haematoma",
           "stood at the edge intending to jump, talked down by passer-by",
           "walked into traffic, struck glancing blow by car, minor abrasions only",
           "cut to L wrist requiring glue, NVI distally",
           "swallowed batteries (x2 AA), surgical review - conservative management"]


def para(cc):
    return "acetaminophen" if cc in ("US", "CA") else "paracetamol"


def od_text(rng, cc):
    a = pick(rng, OD_AGENTS).format(para=para(cc), n=rng.randint(8, 64))
    extra = pick(rng, ["", ", staggered over ~{h}h".format(h=rng.randint(2, 12)),
                       " with ~{u} units of alcohol".format(u=rng.randint(6, 30)) if cc == "GB" else " with ~1L vodka",
                       ", single ingestion", ", took all that was in the house"])
    return a + extra


def bloods(rng, cc, od=False):
    r = rng
    if cc in ("US", "CA"):
        items = ["Na %d" % r.randint(126, 144), "K %.1f" % (r.randint(32, 52) / 10),
                 "BUN %d" % r.randint(7, 42), "Cr %.1f" % (r.randint(6, 24) / 10),
                 "Glu %d" % r.randint(72, 240), "WBC %.1f" % (r.randint(40, 160) / 10),
                 "Hgb %.1f" % (r.randint(90, 160) / 10), "Plt %d" % r.randint(110, 420),
                 "AST %d" % r.randint(14, 90), "ALT %d" % r.randint(10, 110),
                 "TSH %.2f" % (r.randint(40, 480) / 100)]
        if od:
            items += ["APAP %s" % pick(r, ["<10", str(r.randint(20, 190))]), "ASA neg",
                      "EtOH %d mg/dL" % r.randint(0, 320), "UDS +%s" % pick(r, ["THC", "benzos", "cocaine", "opiates", "none"])]
    else:
        items = ["Na %d" % r.randint(124, 144), "K %.1f" % (r.randint(32, 52) / 10),
                 "Ur %.1f" % (r.randint(25, 190) / 10), "Cr %d" % r.randint(48, 210),
                 "eGFR %s" % pick(r, [">90", str(r.randint(22, 89))]), "CRP %d" % r.randint(1, 210),
                 "WCC %.1f" % (r.randint(40, 180) / 10), "Hb %d" % r.randint(88, 162),
                 "ALT %d" % r.randint(9, 140), "GGT %d" % r.randint(14, 620), "INR %.1f" % (r.randint(9, 19) / 10),
                 "Ca (adj) %.2f" % (r.randint(210, 262) / 100), "Mg %.2f" % (r.randint(55, 95) / 100),
                 "TSH %.1f" % (r.randint(4, 60) / 10), "B12 %d" % r.randint(120, 600)]
        if od:
            items += ["paracetamol %s mg/L" % pick(r, ["<10", str(r.randint(18, 260))]),
                      "salicylate <0.3", "ethanol %d mg/dL" % r.randint(0, 340),
                      "VBG pH %.2f lac %.1f" % (r.randint(726, 744) / 100, r.randint(8, 46) / 10)]
    r.shuffle(items)
    n = r.randint(6, len(items))
    return items[:n]


def bloods_block(rng, cc, od=False):
    items = bloods(rng, cc, od)
    k = rng.randrange(3)
    if k == 0:
        return "Bloods: " + ", ".join(items) + ".\n"
    if k == 1:
        return "Bloods:\n" + "\n".join("  " + i for i in items) + "\n"
    return "| " + " | ".join(items) + " |\n"


def obs(rng, cc):
    r = rng
    t = r.randint(360, 384) / 10
    return pick(r, ["Obs: HR %d, BP %d/%d, RR %d, SpO2 %d%% RA, T %.1f, NEWS2 %d" %
                    (r.randint(58, 124), r.randint(96, 168), r.randint(52, 98), r.randint(12, 26),
                     r.randint(91, 100), t, r.randint(0, 7)),
                    "HR %d BP %d/%d RR %d sats %d%% T %.1f GCS %d/15" %
                    (r.randint(58, 124), r.randint(96, 168), r.randint(52, 98), r.randint(12, 26),
                     r.randint(91, 100), t, pick(r, [15, 15, 15, 14, 13]))])


APPEAR = ["Unkempt, malodorous, in hospital gown, superficial cuts visible on forearms.",
          "Well kempt, casually dressed, good eye contact, rapport established.",
          "Lying in bed in side room, drowsy but rousable, picking at bedclothes.",
          "Tearful at times, poor eye contact, psychomotor retardation.",
          "Restless, pacing the cubicle, guarded initially, settled with time.",
          "Dishevelled, smelled of alcohol, cooperative with interview.",
          "Sitting in chair beside bed, appropriately dressed, hearing aids in situ.",
          "Appeared older than stated age, cachectic, NG tube in situ."]
SPEECH = ["Speech normal rate, rhythm and volume.", "Speech slow, monotonous, reduced in quantity.",
          "Pressured speech, difficult to interrupt.", "Speech slurred (intoxicated).",
          "Speech quiet, latency of response.", "Speech rambling and incoherent at times."]
MOOD = ["Mood subj 'rubbish', obj low. Affect restricted, reactive at times.",
        "Mood subj 'numb', obj low. Affect blunted.", "Mood 'fine', obj euthymic, affect reactive.",
        "Mood subj 'angry', obj irritable, labile affect.", "Mood 'anxious', obj anxious, affect congruent.",
        "Mood subj 'better now', obj mildly low, affect reactive, smiled appropriately."]
THOUGHT = ["No FTD. Negative cognitions re self and future; hopelessness ++.",
           "Thought form linear. Content: preoccupied with debts and the breakdown of the relationship.",
           "Tangential at times. Persecutory beliefs re neighbours, held with delusional intensity.",
           "Thought form disorganised, flight of ideas, grandiose content.",
           "Ruminative about physical symptoms; health-focused worry, no delusional content elicited.",
           "Nil FTD. No delusions elicited. No obsessional phenomena."]
PERCEPT = ["No perceptual abnormalities reported or observed.",
           "Reports 2nd person derogatory AH ('you're worthless'), no command hallucinations.",
           "Visual hallucinations of insects on the wall, likely delirium-related.",
           "Denied AH/VH, not responding to unseen stimuli.",
           "Pseudohallucinations of late mother's voice, recognises as own mind."]
COG = ["Cognition: alert, oriented x3. AMTS 10/10.", "4AT %d. Inattentive (months backwards failed).",
       "Grossly orientated; formal testing deferred.", "MoCA %d/30 (visuospatial, recall deficits).",
       "ACE-III %d/100.", "CAM positive: acute onset, fluctuating, inattention, disorganised thinking.",
       "Oriented to person only. 4AT %d.", "GCS 15, oriented, attention intact (DOTW backwards)."]
INSIGHT = ["Insight partial - accepts feeling low, does not see need for treatment.",
           "Good insight, engaging with plan.", "Insight limited; believes symptoms are purely physical.",
           "Lacks insight into psychotic symptoms.", "Insight good into mood, limited into alcohol use."]


INSIGHT.append("Insight impaired; unaware of the confusion.")
THOUGHT.append("Disorganised and fragmented; fleeting persecutory ideas about staff 'stealing' belongings.")

# profile -> allowed indices into APPEAR, SPEECH, MOOD, THOUGHT, PERCEPT, COG, INSIGHT
PROFILES = {
    "low": ([0, 3, 7], [1, 4, 0], [0, 1, 5], [0, 1], [0, 3, 4], [0, 2, 7], [0, 1]),
    "calm": ([1, 6], [0], [2, 5], [5, 1], [0, 3], [0, 7, 2], [1, 0]),
    "delirium": ([2, 6, 7], [5, 4], [4, 2], [6, 3], [2, 0], [1, 5, 6], [5]),
    "psychosis": ([4, 0], [2, 0, 5], [3, 2], [2], [1, 3], [0, 2], [3]),
    "mania": ([4], [2], [3, 2], [3], [0, 1], [2], [3]),
    "intox": ([5], [3], [0, 3], [0, 1], [0, 3], [7, 2], [4, 0]),
    "somatic": ([1, 4], [0], [4, 2], [4], [0, 3], [0, 7], [2]),
}


def mse(rng, style=0, profile=None):
    r = rng
    if profile is None:
        profile = pick(r, sorted(PROFILES))
    ix = PROFILES[profile]
    pools = [APPEAR, SPEECH, MOOD, THOUGHT, PERCEPT, COG, INSIGHT]
    vals = [pools[k][pick(r, ix[k])] for k in range(7)]
    cog = vals[5]
    if "%d" in cog:
        cog = cog % (r.randint(4, 12) if "4AT" in cog else r.randint(14, 29) if "MoCA" in cog else r.randint(55, 96))
    vals[5] = cog
    keys = ["A&B", "Speech", "Mood", "Thought", "Perception", "Cognition", "Insight"]
    parts = list(zip(keys, vals))
    if style == 0:
        out = []
        for k, v in parts:
            for pre in ("Speech ", "Mood ", "Cognition: ", "Insight "):
                if v.startswith(pre):
                    v = v[len(pre)].upper() + v[len(pre) + 1:]
            out.append("%s: %s" % (k, v))
        return "\n".join(out) + "\n"
    if style == 1:
        return " ".join(v for _, v in parts) + "\n"
    return "\n".join("- " + v for _, v in parts) + "\n"


RISK_STATIC = ["male sex", "previous self-harm (x%d)", "previous attempt with high lethality",
               "family hx of suicide (uncle)", "history of childhood sexual abuse",
               "history of violence", "forensic history (ABH)", "chronic physical illness",
               "living alone", "unemployment", "recent discharge from inpatient care"]
RISK_DYN = ["ongoing hopelessness", "alcohol misuse", "access to stockpiled medication",
            "recent relationship breakdown", "financial difficulties (rent arrears)",
            "recent bereavement", "impulsivity when intoxicated", "chronic pain",
            "pending court case", "social isolation", "poor engagement with services",
            "command hallucinations", "insomnia", "recent job loss"]
PROTECT = ["children", "pets (dog)", "faith", "supportive sibling", "future plans (holiday booked)",
           "engaged with GP", "employment", "fear of death", "responsibility to elderly parent",
           "good relationship with care coordinator"]


def risk_list(rng, pool, k):
    r = rng
    items = r.sample(pool, min(k, len(pool)))
    return ["previous self-harm (x%d)" % r.randint(2, 30) if i == "previous self-harm (x%d)" else i for i in items]


SCALES = ["PHQ-9 %d", "GAD-7 %d", "AUDIT %d", "AUDIT-C %d", "C-SSRS: ideation %s", "SAD PERSONS %d",
          "CIWA-Ar %d", "COWS %d", "HADS A%d/D%d", "Clinical Frailty Scale %d", "RASS %s",
          "Beck Hopelessness Scale %d", "EPDS %d", "Hamilton (HAM-D) %d", "Bristol stool type %d",
          "Waterlow %d", "MUST %d", "Morse falls %d", "Edinburgh Postnatal Depression Scale %d",
          "Glasgow Coma Scale %d", "Manchester Triage cat %d"]


def scale(rng):
    r = rng
    s = pick(r, SCALES)
    if "HADS" in s:
        return s % (r.randint(4, 20), r.randint(3, 20))
    if "%s" in s:
        return s % (pick(r, ["-1", "0", "+1", "+2", "-3"]) if "RASS" in s else pick(r, ["positive", "negative", "passive only"]))
    if "Glasgow" in s:
        return s % r.randint(9, 15)
    return s % r.randint(1, 27)


PUBLIC = {"GB": ["DVLA", "DWP", "CQC", "NHS England", "Citizens Advice", "the local authority",
                 "Adult Social Care", "Universal Credit", "TOXBASE", "NICE CG16", "Samaritans"],
          "IE": ["HSE", "Gardaí", "Tusla", "Department of Social Protection", "the Decision Support Service",
                 "Mental Health Commission", "Samaritans", "Aware"],
          "US": ["Medicaid", "Medicare", "Adult Protective Services", "SSA", "the VA",
                 "Poison Control", "the DMV", "CMS"],
          "CA": ["OHIP", "Ontario Works", "ODSP", "the Public Guardian and Trustee", "the Ontario Review Board",
                 "Service Canada", "Poison Centre"],
          "AU": ["Centrelink", "NDIS", "Medicare", "the Public Guardian", "VCAT", "Lifeline",
                 "Beyond Blue", "Poisons Information Centre"],
          "NZ": ["WINZ", "ACC", "Police", "Te Whatu Ora", "Oranga Tamariki", "the National Poisons Centre",
                 "Lifeline Aotearoa"]}


def public(rng, cc):
    return pick(rng, PUBLIC[cc])
