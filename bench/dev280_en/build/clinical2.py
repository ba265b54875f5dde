"""More non-PHI clinical content: MRI, relapse, infusion observations, homecare products, side effects."""
from core import pick, chance

SCANNERS = ["Siemens MAGNETOM Vida 3T", "Siemens MAGNETOM Skyra 3T", "GE SIGNA Premier 3T", "GE SIGNA Artist 1.5T",
            "Philips Ingenia Elition 3.0T", "Philips Achieva 1.5T", "Canon Vantage Orian 1.5T", "Siemens MAGNETOM Sola 1.5T"]

CONTRAST = ["gadobutrol (Gadovist) 0.1 mmol/kg", "gadoterate meglumine (Dotarem) 15 mL", "no contrast given",
            "no gadolinium (surveillance protocol)", "gadobutrol 7.5 mL IV", "gadoteridol (ProHance) 14 mL"]

PROTOCOLS = ["brain MS protocol: 3D FLAIR, T2, DWI, SWI, post-contrast 3D T1 MPRAGE",
             "abbreviated PML surveillance protocol: FLAIR, T2, DWI (no contrast)",
             "brain and whole spine: sagittal STIR, T2, axial T2 cervical cord",
             "brain + C-spine, 3D FLAIR and DIR, post-gad T1",
             "orbits: coronal STIR fat-sat, post-contrast T1 fat-sat"]

MRI_STABLE = [
    "No new or enlarging T2/FLAIR lesions compared with prior. No gadolinium-enhancing lesions. Stable appearances.",
    "Lesion load stable (approx. 18 periventricular and juxtacortical lesions, ovoid, Dawson's fingers configuration). No new activity.",
    "No interval change. Central vein sign present in the majority of lesions. No features to suggest PML.",
    "Stable infratentorial lesions (pons, R middle cerebellar peduncle). Cervical cord C2-C3 lesion unchanged.",
    "No new T2 lesions; mild global volume loss in keeping with age. No restricted diffusion.",
]
MRI_ACTIVE = [
    "Two new T2/FLAIR lesions: L periventricular (6 mm) and R juxtacortical frontal (4 mm). One enhances - active.",
    "One new enhancing lesion in the cervical cord at C4, short segment, dorsal column. Consistent with recent relapse.",
    "New ovoid lesion L centrum semiovale 7 mm, non-enhancing. Counts as new activity (NEDA-3 not met).",
    "Three new FLAIR lesions since prior, one with open-ring enhancement. Suggest clinical correlation and DMT review.",
    "Enlarging R periventricular lesion (from 5 to 9 mm). No enhancement. Subtle new juxtacortical lesion L parietal.",
]
MRI_PML = [
    "New subcortical FLAIR hyperintensity L frontal lobe, ill-defined, involving U-fibres, punctate T2 lesions nearby ('milky way'). No mass effect. Appearances raise concern for PML - urgent discussion advised.",
]

RELAPSE_SX = [
    "numbness L leg ascending to umbilicus (sensory level T10), band-like tightness around abdomen ('MS hug')",
    "blurred vision R eye with pain on eye movement, red desaturation - ?optic neuritis",
    "double vision on looking to the L, worse when tired",
    "heaviness and weakness R leg, dragging foot, tripping on kerbs",
    "vertigo and unsteadiness, veering to the R, nausea",
    "pins and needles both hands, reduced dexterity (buttons, typing)",
    "urinary urgency new, with 2 episodes of incontinence",
    "L facial numbness and altered taste",
    "Lhermitte's new - electric shocks down spine on neck flexion",
    "slurred speech and clumsiness L hand",
]
PSEUDO = [
    "Urine dip: leuc -, nit -, blood -. No dysuria. T 36.8. CRP 4. No intercurrent infection identified.",
    "Urine dip leuc ++, nit + - MSU sent; likely UTI-driven pseudo-relapse. Nitrofurantoin 100 mg MR BD x3/7 via GP.",
    "Afebrile (36.5). Recent URTI 2/52 ago, resolved. Not felt to be pseudo-relapse.",
    "Recently started new medication (pregabalin) - excluded as cause. Menstrual-related fluctuation considered.",
]
RELAPSE_TX = [
    "Oral methylprednisolone 500 mg OD x5/7 (with food, in the morning) + omeprazole 20 mg OD cover.",
    "IV methylprednisolone 1 g OD x3/7 via ambulatory unit.",
    "Symptoms mild, not affecting function - conservative management agreed, no steroids.",
    "Steroids declined by patient after discussion of risks/benefits (mood, sleep, glucose).",
    "Plasma exchange x5 discussed at MDT given poor steroid response (severe optic neuritis).",
]
STEROID_CHECKS = [
    "Diabetes: no. CBG 5.8 mmol/L.", "BP 134/86.", "History of steroid psychosis: no.", "Peptic ulcer: no.",
    "Pregnancy test: negative.", "Active infection: none.", "Glaucoma: no.", "Osteoporosis risk: discussed (3rd course in 2 yrs).",
]

PREMEDS = {
    "natalizumab": [],
    "ocrelizumab": ["methylprednisolone 100 mg IV", "chlorphenamine 10 mg IV", "paracetamol 1 g PO", "cetirizine 10 mg PO"],
    "alemtuzumab": ["methylprednisolone 1 g IV (days 1-3)", "chlorphenamine 10 mg IV", "paracetamol 1 g PO",
                    "aciclovir 200 mg BD (PO, ongoing)", "ranitidine/famotidine 20 mg"],
    "ublituximab": ["diphenhydramine 50 mg PO", "methylprednisolone 100 mg IV", "acetaminophen 650 mg PO"],
    "rituximab": ["methylprednisolone 100 mg IV", "chlorphenamine 10 mg IV", "paracetamol 1 g PO"],
    "eculizumab": [],
    "inebilizumab": ["methylprednisolone 100 mg IV", "diphenhydramine 25 mg PO", "acetaminophen 650 mg PO"],
}
RATES = {
    "natalizumab": "300 mg in 100 mL NaCl 0.9% over 1 h; 1 h post-infusion observation (first 12 doses)",
    "ocrelizumab": "600 mg in 500 mL NaCl 0.9%: 40 mL/h x30 min, 80 mL/h x30 min, then 200 mL/h (or shorter 2 h regimen if no prior IRR)",
    "alemtuzumab": "12 mg in 100 mL NaCl 0.9% over 4 h; obs hourly; 2 h post-infusion",
    "ublituximab": "450 mg in 250 mL NaCl over 1 h",
    "rituximab": "1000 mg in 500 mL: start 50 mL/h, increase by 50 mL/h every 30 min to max 400 mL/h",
    "eculizumab": "1200 mg in 240 mL over 35 min; 1 h observation",
    "inebilizumab": "300 mg in 250 mL over ~90 min, stepped rate",
}
IRR = [
    "No infusion-related reaction.",
    "Mild IRR at 80 mL/h: pruritus and throat irritation (grade 1). Paused 15 min, cetirizine given, restarted at half rate - completed uneventfully.",
    "Flushing and headache grade 1 at 3 h; paracetamol given; resolved.",
    "Rash on chest/neck (urticarial) 20 min post-start, grade 2 - infusion stopped, hydrocortisone 100 mg IV, restarted at 40 mL/h after 30 min.",
    "Tachycardia 112 bpm transiently, asymptomatic; settled with slowing rate.",
    "Nil reaction. Tolerated well. Ate lunch.",
]

HOMECARE_ITEMS = {
    "ofatumumab": ["Kesimpta 20 mg/0.4 mL pre-filled pen x1 (1 month)", "Kesimpta 20 mg Sensoready pen x3 (loading)"],
    "glatiramer acetate": ["Copaxone 40 mg/mL PFS x12", "glatiramer 40 mg/mL pre-filled syringe x12 (Brabio)"],
    "interferon beta-1a": ["Rebif 44 mcg RebiDose x12", "Plegridy 125 mcg pen x2", "Avonex 30 mcg pen x4"],
    "teriflunomide": ["teriflunomide 14 mg tabs x28 (generic)", "Aubagio 14 mg x84 (3 months)"],
    "dimethyl fumarate": ["dimethyl fumarate 240 mg gastro-resistant caps x56", "Tecfidera 240 mg x168"],
    "fingolimod": ["fingolimod 0.5 mg caps x28", "fingolimod 0.5 mg x84"],
    "cladribine": ["Mavenclad 10 mg tabs x6 (week 1 pack)", "Mavenclad 10 mg x5"],
    "siponimod": ["Mayzent 2 mg x28", "Mayzent titration pack (0.25 mg x12)"],
    "ozanimod": ["Zeposia 0.92 mg x28", "Zeposia starter pack (0.23/0.46 mg)"],
    "satralizumab": ["Enspryng 120 mg/mL PFS x1"],
    "diroximel fumarate": ["Vumerity 231 mg x120"],
    "ponesimod": ["Ponvory 20 mg x28"],
}
ANCILLARY = ["sharps bin 1 L", "sharps bin 5 L", "alcohol wipes x30", "cool bag + 4 ice packs", "plasters x20",
             "patient diary", "waste collection bag", "thermometer strip"]
COLD_CHAIN = ["Cold chain 2-8 C maintained; logger min 3.4 C / max 6.9 C.",
              "Temp logger OK (2.1-7.8 C). No excursion.",
              "Logger showed excursion to 9.2 C for 18 min - pharmacist advised stock usable per stability data.",
              "Ambient product (store below 25 C) - no cold chain required."]

SIDE_EFFECTS = [
    "flushing and itchy skin about 30 min after my morning capsule",
    "tummy cramps and loose stools since starting the higher dose",
    "a red lump at the injection site on my thigh that's still there after 3 days",
    "flu-like feeling (aches, chills) the evening after my injection",
    "my hair seems to be thinning since I started the tablets",
    "a rash on my arms since the infusion, not itchy",
    "headache every day since the pen injection, paracetamol helps a bit",
    "feeling really tired and a bit low since the infusion",
    "a cold sore that won't go away",
    "burning when I pee and I need to go all the time",
]

QUESTIONS = [
    "Can I have the shingles vaccine while on my treatment?",
    "Is it ok to drink alcohol at my friend's wedding?",
    "Do I need to stop my tablets before my dental extraction?",
    "I missed my injection by 4 days - what should I do?",
    "We're thinking of trying for a baby - do I need to stop my DMT?",
    "Can I take ibuprofen with my tablets?",
    "When is my next blood test due? I can't remember what the letter said.",
    "My fridge broke - are the pens still ok?",
    "Do I need a letter to take my pens on the plane?",
    "Can I go back to the gym yet after my steroids?",
]
