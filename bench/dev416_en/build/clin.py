"""Clinical vocabulary pools (hard negatives: drugs, devices, eponyms, scores,
guidelines, units, departments) for SRH notes, per country."""
from pools_places import pick

COC = {"UK": ["Microgynon 30", "Rigevidon", "Cilique", "Yasmin", "Zoely", "Lucette", "Gedarel 20/150"],
       "IE": ["Microgynon 30", "Rigevidon", "Yasmin", "Marvelon", "Cilest", "Eloine"],
       "AU": ["Levlen ED", "Microgynon 30 ED", "Yaz", "Brevinor", "Zoely", "Femme-Tab ED"],
       "NZ": ["Levlen ED", "Microgynon 20 ED", "Ava 30 ED", "Brevinor", "Yaz"],
       "CA": ["Alesse", "Tri-Cyclen Lo", "Yaz", "Marvelon", "Min-Ovral", "Linessa"],
       "US": ["Sprintec", "Junel Fe 1/20", "Lo Loestrin Fe", "Tri-Sprintec", "Aviane", "Yaz"]}
POP = {"UK": ["desogestrel 75 mcg (Cerazette)", "Cerelle", "Slynd", "norethisterone 350 mcg (Noriday)", "Hana"],
       "IE": ["Cerazette", "Cerelle", "Slynd", "desogestrel 75 micrograms"],
       "AU": ["Microlut", "Noriday 28", "Slinda", "Cerazette"],
       "NZ": ["Microlut", "Noriday 28", "Cerazette", "Slinda"],
       "CA": ["Micronor", "Movisse", "Slynd"],
       "US": ["Camila", "Errin", "Slynd", "Opill (norgestrel 0.075 mg)"]}
IMPLANT = {"UK": "Nexplanon", "IE": "Nexplanon", "AU": "Implanon NXT", "NZ": "Jadelle",
           "CA": "Nexplanon", "US": "Nexplanon"}
LNG_IUD = {"UK": ["Mirena 52 mg", "Kyleena 19.5 mg", "Jaydess 13.5 mg", "Levosert 52 mg", "Benilexa"],
           "IE": ["Mirena 52 mg", "Kyleena 19.5 mg", "Jaydess 13.5 mg", "Levosert"],
           "AU": ["Mirena 52 mg", "Kyleena 19.5 mg"],
           "NZ": ["Mirena 52 mg", "Jaydess 13.5 mg"],
           "CA": ["Mirena 52 mg", "Kyleena 19.5 mg", "Jaydess 13.5 mg"],
           "US": ["Mirena 52 mg", "Liletta 52 mg", "Kyleena 19.5 mg", "Skyla 13.5 mg"]}
CU_IUD = {"UK": ["T-Safe 380A QL", "Nova-T 380", "Copper T380A", "Mini TT380 Slimline", "Ancora 375 Cu"],
          "IE": ["T-Safe 380A", "Nova-T 380", "Copper T380A"],
          "AU": ["Load 375", "TT380 Short", "Copper T380A"],
          "NZ": ["Multiload Cu375", "TT380 Slimline", "Copper T380A"],
          "CA": ["Liberte UT380", "Mona Lisa N", "Flexi-T 300"],
          "US": ["Paragard T380A", "Paragard"]}
DMPA = {"UK": ["Depo-Provera 150 mg IM", "Sayana Press 104 mg SC"],
        "IE": ["Depo-Provera 150 mg IM", "Sayana Press 104 mg SC"],
        "AU": ["Depo-Provera 150 mg IM", "Depo-Ralovera 150 mg IM"],
        "NZ": ["Depo-Provera 150 mg IM"],
        "CA": ["Depo-Provera 150 mg IM"],
        "US": ["Depo-Provera CI 150 mg IM", "Depo-SubQ Provera 104"]}
EC_LNG = {"UK": "Levonorgestrel 1500 mcg (Levonelle)", "IE": "Levonorgestrel 1.5 mg (NorLevo)",
          "AU": "Levonorgestrel 1.5 mg (Postinor-1)", "NZ": "Levonorgestrel 1.5 mg (Postinor-1)",
          "CA": "Levonorgestrel 1.5 mg (Plan B)", "US": "Levonorgestrel 1.5 mg (Plan B One-Step)"}
EC_UPA = {"UK": "Ulipristal acetate 30 mg (ellaOne)", "IE": "Ulipristal acetate 30 mg (ellaOne)",
          "AU": "Ulipristal acetate 30 mg (EllaOne)", "NZ": "Ulipristal acetate 30 mg",
          "CA": "Ulipristal acetate 30 mg (Ella)", "US": "Ulipristal acetate 30 mg (ella)"}
GUIDE = {"UK": ["FSRH CEU Guidance: Progestogen-only Implants (2021)", "UKMEC 2016 (amended 2019)",
                "FSRH Guideline: Emergency Contraception (2017, amended 2023)",
                "NICE CG30", "FSRH Intrauterine Contraception (2019)", "BASHH 2015 chlamydia guideline"],
         "IE": ["UKMEC 2016", "HSE free contraception scheme criteria", "FSRH CEU guidance (2021)",
                "ICGP Contraception Guide 2023"],
         "AU": ["RANZCOG C-Gyn 3", "Therapeutic Guidelines: Sexual and Reproductive Health 2023",
                "MEC (WHO 2015)", "ASHM STI Management Guidelines"],
         "NZ": ["NZ Aotearoa Contraception Guidance 2020", "NZMEC", "NZSHS STI guidelines 2023"],
         "CA": ["SOGC Canadian Contraception Consensus (2015/2017)", "CDC US MEC 2024",
                "PHAC STBBI Guides"],
         "US": ["CDC US MEC 2024", "CDC US SPR 2024", "ACOG Practice Bulletin 186",
                "CDC STI Treatment Guidelines 2021", "Title X program requirements"]}

PMH = ["migraine without aura", "migraine with aura (visual zigzags)", "asthma - salbutamol PRN",
       "epilepsy on lamotrigine 100 mg BD", "PCOS", "depression on sertraline 50 mg OD",
       "anxiety, no meds", "hypothyroidism on levothyroxine 75 mcg", "T1DM (HbA1c 52 mmol/mol)",
       "IBS", "acne on lymecycline", "iron-deficiency anaemia (Hb 104 g/L)", "endometriosis (lap 2 yrs ago)",
       "previous ectopic (L salpingectomy)", "sickle cell trait", "Crohn's disease - on azathioprine",
       "BMI 36", "hypertension on amlodipine 5 mg", "SLE, antiphospholipid neg", "eczema", "Raynaud's", "Hashimoto's thyroiditis", "Wolff-Parkinson-White (ablated)",
       "Gilbert's syndrome", "Ehlers-Danlos (hypermobile)", "von Willebrand disease type 1"]
ALLERGY = ["NKDA", "NKDA", "penicillin (rash)", "latex", "elastoplast", "codeine - vomiting", "no known allergies"]
ENZ = ["carbamazepine", "rifampicin", "St John's wort", "efavirenz", "topiramate", "phenytoin", "modafinil"]
REASONS = [
    "forgetting pills, wants something long-acting",
    "irregular bleeding on current method",
    "wants to stop COC - mood changes",
    "new relationship, requesting contraception",
    "heavy periods, interested in LNG-IUD",
    "post-partum contraception advice (baby 8 weeks)",
    "implant due for replacement, considering switching",
    "wants non-hormonal method",
    "acne and painful periods, asking about COC",
    "requesting repeat POP and review",
    "weight gain on DMPA, wants alternative",
    "starting university, wants reliable method",
]
SYMPT = ["prolonged bleeding", "spotting most days", "amenorrhoea", "pelvic pain", "low mood",
         "headaches", "breast tenderness", "acne flare", "reduced libido", "weight gain"]
RISK_SCORES = ["PHQ-9 score 6", "GAD-7 5", "AUDIT-C 3", "HEADSS done", "BMI 27.4",
               "QRISK not indicated", "Wells score n/a", "CRAFFT 1"]
DEPTS = ["Gynaecology Outpatients", "Radiology", "Early Pregnancy Assessment Unit", "Sexual Health",
         "Safeguarding Team", "Orthopaedics", "Plastic Surgery", "Pharmacy", "Medical Records",
         "Emergency Department", "Colposcopy", "Ultrasound Dept", "Vascular Surgery"]
EPONYM = ["Tinel's sign negative", "Allen test normal", "no Trendelenburg gait", "Cusco speculum",
          "Pozzi tenaculum", "Hegar dilator 5", "Sims speculum", "Littlewood forceps", "Mosquito forceps",
          "Spencer Wells forceps", "Emmet's", "Doppler", "Valsalva"]


def meth(rng, c, kind):
    return pick(rng, {"coc": COC, "pop": POP, "lng": LNG_IUD, "cu": CU_IUD, "dmpa": DMPA}[kind][c])


def any_method(rng, c):
    k = pick(rng, ["coc", "coc", "pop", "pop", "imp", "lng", "cu", "dmpa", "condoms"])
    if k == "imp":
        return IMPLANT[c] + " implant"
    if k == "condoms":
        return pick(rng, ["condoms only", "withdrawal", "natural family planning app", "nil"])
    return meth(rng, c, k)


def mec_line(rng, ctx):
    cats = {"COC": pick(rng, "1112234"), "POP": pick(rng, "1112"), "IMP": pick(rng, "1112"),
            "LNG-IUD": pick(rng, "1112"), "Cu-IUD": pick(rng, "1112"), "DMPA": pick(rng, "1122")}
    order = ["COC", "POP", "IMP", "DMPA", "LNG-IUD", "Cu-IUD"]
    return ctx["mec"] + ": " + ", ".join("%s %s" % (k, cats[k]) for k in order)


def obs(rng):
    return "BP %d/%d mmHg, wt %d kg, BMI %.1f" % (100 + rng.randrange(40), 60 + rng.randrange(28),
                                                   48 + rng.randrange(60), 18.5 + rng.randrange(200) / 10)


def cycle(rng):
    return "cycle %d-%d days, bleeds %d days" % (24 + rng.randrange(4), 28 + rng.randrange(8), 3 + rng.randrange(5))


def hrs(rng, lo=6, hi=110):
    return lo + rng.randrange(hi - lo)


def time(rng):
    return "%02d:%02d" % (8 + rng.randrange(11), rng.randrange(12) * 5)
