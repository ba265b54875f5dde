"""Clinical scenario registry and shared clinical vocabulary (no PHI)."""
import clin_a
import clin_b  # noqa: F401  (registers its scenarios into clin_a.S)

S = clin_a.S

ICD10 = {"chf": "I50.23", "copd": "J44.1", "cap": "J18.1", "cellulitis": "L03.116", "dka": "E10.10", "ugib": "K26.0",
         "aki": "N17.9", "uro": "A41.51, N10", "etoh": "F10.239", "syncope": "R55", "hypona": "E87.1", "pe": "I26.99",
         "cirr": "K70.31, K76.82", "afib": "I48.91", "cdiff": "A04.72", "delirium": "F05", "flu": "J10.1"}

EXTRA_EXAM = {"cellulitis": "Homans sign negative", "ugib": "Murphy's sign negative", "cirr": "no caput medusae",
              "delirium": "Babinski downgoing bilaterally", "chf": "no Kussmaul sign", "syncope": "Romberg negative",
              "hypona": "no Chvostek sign", "pe": "no Trousseau sign", "dka": "Kussmaul breathing improving"}

DEFAULT_VITALS = ["T 37.1 HR 88 BP 132/78 RR 18 SpO2 95% RA", "Tmax 38.2 HR 96-110 BP 108-126/60-72 RR 20 SpO2 93% 2L",
                  "T 36.8 HR 74 BP 148/86 RR 16 SpO2 97% RA", "Tmax 37.6 HR 90s BP 118/70 RR 22 SpO2 91% 3L NC",
                  "T 36.6 P 68 BP 124/70 R 16 O2 sat 98% RA", "T 37.9 HR 102 BP 100/58 RR 24 SpO2 92% 4L"]

ROS_NEG = ["No headache or vision change.", "No chest pain.", "No abdominal pain, nausea or vomiting.", "No dysuria.",
           "No rash.", "No focal weakness or numbness.", "No bleeding or bruising."]

ALLERGIES = ["NKDA", "Penicillin (hives)", "Sulfa (rash)", "Codeine (nausea)", "No known drug allergies",
             "Iodinated contrast (hives, premedicate)", "Lisinopril (angioedema)", "Vancomycin (red man, tolerates slow infusion)"]

SUBSTANCE = ["Never smoker. Rare alcohol. No drug use.", "Former smoker, quit 10 y ago, 30 pack-years. Social alcohol.",
             "Current smoker 1 ppd. 2-3 beers/day. Denies drugs.", "No tobacco. No EtOH. Cannabis occasionally.",
             "Ex-smoker 45 pk-yr. Denies alcohol.", "Vapes daily. Denies other substances."]

FHX = ["father: MI", "mother: breast cancer", "brother: T2DM", "sister: lupus", "father: colon cancer",
       "mother: stroke", "no family history of VTE", "mother: dementia"]

FUNCTION = ["Independent in ADLs/IADLs, walks without aid.", "Independent ADLs, needs help with shopping and finances; walks with cane.",
            "Uses walker; needs help with bathing. Family manages meds.", "Wheelchair for long distances; home care 2x/week for bathing."]

SEX_SWAP = {
    "F": [("BPH", "overactive bladder"), ("TURP", "bladder sling")],
    "M": [("OCP use", "recent knee arthroscopy"), ("norgestimate-ethinyl estradiol daily", "ibuprofen 400 mg PRN"),
          ("stop OCP", "reassess provoking factors"), ("oral contraceptive", "ibuprofen")],
}


def _swap(x, pairs):
    if isinstance(x, str):
        for a, b in pairs:
            x = x.replace(a, b)
        return x
    if isinstance(x, list):
        return [_swap(y, pairs) for y in x]
    if isinstance(x, tuple):
        return tuple(_swap(y, pairs) for y in x)
    if isinstance(x, dict):
        return {k: _swap(v, pairs) for k, v in x.items()}
    return x


def for_sex(scen, sex):
    """Copy of a scenario with sex-specific history adjusted."""
    return _swap(scen, SEX_SWAP[sex])
