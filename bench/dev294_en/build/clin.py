"""Clinical (non-PHI) content: drugs, doses, EEG language, semiology, scores.
These are the hard negatives: none of this text is ever labelled."""
from common import pick, chance

ASM = [
    ("levetiracetam", [250, 500, 750, 1000, 1500], "mg", ["BD", "bd", "twice daily", "bid"]),
    ("lamotrigine", [25, 50, 75, 100, 150, 200], "mg", ["BD", "bd", "OD", "once daily"]),
    ("sodium valproate", [200, 300, 500, 600], "mg", ["BD", "bd", "TDS"]),
    ("carbamazepine MR", [200, 300, 400], "mg", ["BD", "bd"]),
    ("lacosamide", [50, 100, 150, 200], "mg", ["BD", "bd", "q12h"]),
    ("zonisamide", [50, 100, 200, 300], "mg", ["OD", "nocte", "daily"]),
    ("brivaracetam", [50, 75, 100], "mg", ["BD", "bd"]),
    ("perampanel", [2, 4, 6, 8], "mg", ["nocte", "at night", "qHS"]),
    ("clobazam", [5, 10, 20], "mg", ["nocte", "BD", "bd"]),
    ("topiramate", [25, 50, 100], "mg", ["BD", "bd"]),
    ("oxcarbazepine", [300, 600, 900], "mg", ["BD", "bd"]),
    ("eslicarbazepine", [400, 800, 1200], "mg", ["OD", "once daily"]),
    ("cenobamate", [12.5, 25, 50, 100, 150, 200], "mg", ["OD", "nocte"]),
    ("phenytoin", [100, 200, 300], "mg", ["OD", "nocte"]),
    ("ethosuximide", [250, 500], "mg", ["BD", "bd"]),
    ("cannabidiol (Epidyolex)", [5, 10], "mg/kg/day", ["in 2 divided doses"]),
]
RESCUE = [
    "buccal midazolam 10 mg (Buccolam)", "buccal midazolam 5 mg", "buccal midazolam 7.5 mg",
    "intranasal midazolam 5 mg", "rectal diazepam 10 mg", "intranasal midazolam 0.2 mg/kg",
    "clobazam 10 mg as a 3-day cluster course", "lorazepam 1 mg sublingual",
    "diazepam nasal spray 10 mg (Valtoco)", "midazolam nasal spray 5 mg (Nayzilam)",
]
OTHER_MEDS = [
    "sertraline 50 mg OD", "folic acid 5 mg OD", "omeprazole 20 mg OD", "atorvastatin 20 mg nocte",
    "combined oral contraceptive pill", "levonorgestrel IUS", "amlodipine 5 mg OD",
    "melatonin 2 mg nocte", "vitamin D 1000 units daily", "salbutamol inhaler PRN",
    "propranolol 10 mg TDS PRN", "metformin 500 mg BD", "ramipril 2.5 mg OD",
    "mirtazapine 15 mg nocte", "calcium carbonate 1.25 g BD", "levothyroxine 75 mcg OD",
]
SEIZ_TYPES = [
    "focal aware seizures with epigastric aura", "focal impaired awareness seizures",
    "focal to bilateral tonic-clonic seizures", "generalised tonic-clonic seizures",
    "absence seizures", "myoclonic jerks on waking", "tonic seizures from sleep",
    "atonic drop attacks", "focal motor seizures affecting the left arm",
    "focal impaired awareness seizures with oral automatisms",
    "nocturnal hypermotor seizures", "gelastic seizures", "epileptic spasms",
]
DIAG = [
    "focal epilepsy of unknown cause", "left temporal lobe epilepsy with hippocampal sclerosis",
    "right frontal lobe epilepsy", "juvenile myoclonic epilepsy", "childhood absence epilepsy",
    "Lennox-Gastaut syndrome", "Dravet syndrome (SCN1A)", "drug-resistant focal epilepsy",
    "genetic generalised epilepsy", "structural focal epilepsy secondary to left MCA infarct",
    "tuberous sclerosis complex with focal epilepsy", "self-limited epilepsy with centrotemporal spikes",
    "post-traumatic epilepsy", "focal epilepsy secondary to a right parietal cavernoma",
    "epilepsy with eyelid myoclonia (Jeavons syndrome)", "GLUT1 deficiency syndrome",
]
TRIGGERS = ["sleep deprivation", "missed doses", "alcohol", "intercurrent illness", "menstruation",
            "stress at work", "flashing lights", "fever", "dehydration"]
WITNESS_DESC = [
    "a cry followed by stiffening of all four limbs and then rhythmic jerking for about two minutes",
    "a period of staring, lip smacking and fumbling with the right hand for around 60 seconds, with no recall afterwards",
    "a sudden head turn to the left, left arm extension and then generalised jerking lasting 90 seconds",
    "a brief blank spell of 5-10 seconds with eyelid flickering",
    "repeated myoclonic jerks of both arms, dropping a cup of tea, without loss of awareness",
    "a sudden fall backwards with no warning, then stiffening and cyanosis for about a minute",
    "complex thrashing movements from sleep with vocalisation, lasting around 30 seconds",
    "a rising epigastric sensation and deja vu, then unresponsiveness with chewing movements",
]
POSTICTAL = ["was confused for about 20 minutes", "drowsy for an hour and slept for the rest of the morning",
             "had a headache and myalgia the following day", "had a lateral tongue bite",
             "was incontinent of urine", "had transient right arm weakness (Todd's paresis) for 30 minutes",
             "recovered to baseline within 10 minutes"]
EEG_BG = [
    "The posterior dominant rhythm is a well-formed, symmetrical 9-10 Hz alpha rhythm that attenuates on eye opening.",
    "The background consists of a reactive 8 Hz posterior rhythm with intermixed beta activity over the anterior regions, likely medication effect.",
    "The background is mildly slow for age, with a 7 Hz posterior rhythm and excess diffuse theta.",
    "Background activity is age appropriate with a 6-7 Hz posterior rhythm in this young child.",
    "The background is disorganised with a poorly sustained 7-8 Hz posterior rhythm and frequent bursts of generalised delta.",
]
EEG_ABN = [
    ("Frequent left anterior temporal sharp waves (F7/T3, max T3) were seen, activated by drowsiness and sleep.", "left temporal"),
    ("Intermittent right temporal (F8/T4) theta slowing was present during wakefulness.", "right temporal"),
    ("Brief runs of generalised 3 Hz spike-and-wave discharges lasting up to 4 s were seen, several provoked by hyperventilation.", "generalised"),
    ("Generalised irregular 4-6 Hz polyspike-and-wave discharges were seen, with a photoparoxysmal response at 14-18 Hz.", "generalised"),
    ("Occasional right centrotemporal spikes (C4/T4) with a tangential dipole were seen, markedly activated in N2 sleep.", "centrotemporal"),
    ("Slow spike-and-wave at 1.5-2 Hz and runs of generalised paroxysmal fast activity in sleep were recorded.", "generalised"),
    ("Focal left frontal (F3/Fz) spikes occurred in clusters during sleep.", "left frontal"),
    ("No epileptiform discharges were seen. Occasional benign wicket spikes over the left temporal region were noted.", "normal"),
    ("No epileptiform abnormality. Hyperventilation produced a normal build-up which resolved within 30 seconds.", "normal"),
]
ACTIVATION = [
    ["Hyperventilation was performed for 3 minutes with good effort.",
     "Hyperventilation was not performed (patient declined).",
     "Hyperventilation for 3 minutes produced diffuse slowing only.",
     "Hyperventilation was omitted (recent stroke/cardiac history)."],
    ["Photic stimulation at 1-30 Hz produced symmetrical driving responses.",
     "Intermittent photic stimulation (1-50 Hz) was unremarkable.",
     "Photic stimulation was not performed."],
    ["Stage N1 and N2 sleep were recorded with normal vertex waves and sleep spindles.",
     "The patient did not sleep despite partial sleep deprivation.",
     "Drowsiness only was recorded."],
]


def other_meds(sex):
    return [m for m in OTHER_MEDS if sex == "F" or ("contracept" not in m and "IUS" not in m)]
MRI = [
    "MRI brain (3T, epilepsy protocol): left hippocampal atrophy with increased T2/FLAIR signal, consistent with hippocampal sclerosis.",
    "MRI brain (3T epilepsy protocol) normal, no structural lesion identified.",
    "MRI: 9 mm right parietal cavernoma with haemosiderin rim.",
    "MRI: subtle blurring of the grey-white junction in the left superior frontal sulcus, query focal cortical dysplasia type II.",
    "MRI 1.5T: small vessel change only, Fazekas grade 1.",
    "MRI: old left MCA territory infarct with gliosis.",
    "MRI: multiple cortical tubers and subependymal nodules.",
]
EXAM = [
    "Neurological examination was normal. No neurocutaneous stigmata.",
    "Cranial nerves intact, fundi normal, tone, power, reflexes and coordination normal; plantars flexor bilaterally.",
    "There was a healing lateral tongue bite on the left. Neurological examination otherwise unremarkable.",
    "Mild right pronator drift, otherwise normal. Babinski negative.",
    "Examination unremarkable; BMI 27. Heart sounds normal, no carotid bruits.",
]
COMORB = ["asthma", "migraine without aura", "depression", "anxiety", "type 2 diabetes", "hypertension",
          "autism spectrum disorder", "mild learning disability", "hypothyroidism", "obstructive sleep apnoea",
          "ADHD", "iron deficiency anaemia", "previous head injury", "coeliac disease"]
DEVICE_MODELS = ["Vagara VX-106 pulse generator", "Vagara VX-1000 pulse generator",
                 "NeuroVance Aspire-style closed-loop generator (Model NV-106)", "Cervalis CS-103 generator"]
LEAD_MODELS = ["Cervalis 304 lead", "Vagara PerenniaFlex-type 304 lead", "NeuroVance NV-302 lead"]
EEG_SYSTEMS = ["Corvane NeuroStation 32", "Tallis XLT-64 amplifier", "Mistral EEG-1200",
               "Corvane Trex ambulatory recorder", "Halden 40-channel headbox"]
ALARMS = ["Emfit-style bed-sensor alarm", "Aurora wrist-worn GTCS detector", "SeizAlert mattress monitor",
          "Pulseguard wearable"]


def fmt_num(x):
    return ("%g" % x)


def asm(r):
    name, doses, unit, freq = pick(r, ASM)
    d = pick(r, doses)
    if unit == "mg/kg/day":
        return "%s %s %s %s" % (name, fmt_num(d), unit, pick(r, freq))
    return "%s %s%s %s" % (name, fmt_num(d), pick(r, [" mg", " mg", " mg", "mg"]), pick(r, freq))


def dname(s):
    """drug name part of a regimen string ('sodium valproate 500 mg BD' -> 'sodium valproate')"""
    out = []
    for w in s.split():
        if w[0].isdigit():
            break
        out.append(w)
    return " ".join(out).replace(" MR", "").replace(" (Epidyolex)", "")


def regimen(r, lo=1, hi=3):
    seen = set()
    out = []
    for _ in range(r.randint(lo, hi)):
        s = asm(r)
        k = dname(s)
        if k in seen:
            continue
        seen.add(k)
        out.append(s)
    return out


def vitals(r):
    return "BP %d/%d, HR %d, RR %d, SpO2 %d%% on room air, T %.1f C" % (
        r.randint(104, 152), r.randint(60, 92), r.randint(58, 104), r.randint(12, 20),
        r.randint(95, 100), r.choice([36.4, 36.6, 36.8, 37.1, 37.3]))


def bloods(r):
    items = ["Na %d mmol/L" % r.randint(131, 144), "K %.1f" % (r.randint(35, 50) / 10),
             "Ca %.2f" % (r.randint(215, 255) / 100), "glucose %.1f mmol/L" % (r.randint(42, 92) / 10),
             "CK %d U/L" % r.randint(60, 1800), "prolactin %d mIU/L" % r.randint(150, 1200),
             "ALT %d" % r.randint(10, 60), "eGFR >90", "Mg %.2f" % (r.randint(70, 100) / 100),
             "Hb %d g/L" % r.randint(112, 165), "HbA1c %d mmol/mol" % r.randint(32, 60)]
    return ", ".join(r.sample(items, r.randint(3, 6)))


def ecg(r):
    return pick(r, ["ECG: sinus rhythm %d bpm, QTc %d ms, no pre-excitation, no Brugada pattern." % (r.randint(58, 96), r.randint(392, 448)),
                    "12-lead ECG normal (PR %d ms, QRS %d ms, QTc %d ms)." % (r.randint(130, 190), r.randint(80, 104), r.randint(395, 445)),
                    "ECG sinus bradycardia %d bpm, otherwise normal." % r.randint(48, 58)])


def level(r):
    return pick(r, ["lamotrigine level %.1f mg/L (trough)" % (r.randint(20, 140) / 10),
                    "levetiracetam level %d mg/L" % r.randint(8, 45),
                    "valproate level %d mg/L" % r.randint(40, 110),
                    "phenytoin level %d umol/L" % r.randint(30, 90),
                    "carbamazepine level %d umol/L" % r.randint(20, 50)])


def sentence_choices(r, seq, k):
    return " ".join(r.sample(seq, min(k, len(seq))))
