"""Narrative fragments shared by genres.  Each returns a list of pieces (str / P)."""
import clin
import common
from note import P

HOLIDAYS = {"US": ["Christmas", "Thanksgiving", "Halloween", "the Fourth of July", "New Year's Eve",
                   "Easter Sunday", "Labor Day", "Memorial Day weekend", "Christmas Eve"],
            "CA": ["Christmas", "Thanksgiving", "Halloween", "Canada Day", "New Year's Eve",
                   "Victoria Day", "Boxing Day", "Easter Monday", "Christmas Eve"],
            "AU": ["Christmas", "Boxing Day", "Australia Day", "New Year's Eve", "Anzac Day",
                   "Easter Sunday", "the Queen's Birthday long weekend", "Christmas Eve"]}
# span keeps the holiday name proper; "the" and "weekend" stay outside
_HOL_SPLIT = {"the Fourth of July": ("the ", "Fourth of July", ""),
              "Memorial Day weekend": ("", "Memorial Day", " weekend"),
              "the Queen's Birthday long weekend": ("the ", "Queen's Birthday", " long weekend")}


def holiday(c):
    h = c.holiday or c.ch(HOLIDAYS[c.country])
    pre, core, post = _HOL_SPLIT.get(h, ("", h, ""))
    if h == "Fourth of July" and c.rng.random() < 0.5:
        pre = "the "
    return [pre, P(core, "DATE"), post]


def _when(c):
    r = c.rng
    k = r.randint(0, 9)
    if k <= 3:
        return [r.choice(["this morning", "tonight", "about an hour ago", "earlier this evening",
                          "late last night", "just after lunch", "20 min ago", "before school"])]
    if k <= 5:
        return ["on ", c.date(c.d0, "weekday"), r.choice([" evening", " afternoon", " morning", ""])]
    if k <= 7:
        return ["on ", c.date(c.d0, r.choice(["md", "mon_d", "d_mon", "wd_md", "ordinal"]) if c.country != "US"
                               else r.choice(["md", "mon_d", "wd_md", "month_d"]))]
    if k == 9:
        return ["last ", c.date(c.d0, "weekday")]
    return ["this morning"]


def when(c):
    """A loose 'when' phrase: relative (not PHI), a weekday/date (PHI) or, on a holiday, the holiday (PHI)."""
    if c.holiday and c.rng.random() < 0.6:
        return [c.rng.choice(["on ", "at the ", "during the "]), holiday(c), c.rng.choice(["", " party", " get-together", " lunch"])]
    return _when(c)


def where(c, grp):
    r = c.rng
    k = r.randint(0, 9)
    if k <= 2:
        return [r.choice(["at home", "in the kitchen", "in the bathroom", "in the garage", "in the bedroom"])]
    if k == 3:
        g = c.person("FAMILY", "F")
        return ["at ", g.nm(r.choice(["given", "full"])), "'s house in ", P(c.city, "CITY")]
    if k == 4:
        return ["at ", c.org("school")] if grp == "peds" else ["at ", c.landmark()]
    if k == 5:
        return ["at the ", c.landmark()] if r.random() < 0.5 else ["near ", c.landmark()]
    if k == 6:
        return ["at a relative's place on ", c.street_name()]
    if k == 7:
        row = c.other_city()
        return ["while visiting family in ", P(row[0], "CITY"), ", ", P(row[1], "STATE")]
    if k == 8:
        return ["at ", c.street(), r.choice(["", " (grandparents' home)", " (friend's apartment)"])]
    return ["at home in ", P(c.city, "CITY")]


def caller_pieces(c, forms=None):
    r = c.rng
    f = r.choice(forms or ["full", "full", "given", "init_sur_nodot", "given_init"])
    return [c.rel, " ", c.caller.nm(f)] if r.random() < 0.6 else [c.caller.nm(f), " (", c.rel, ")"]


def event(c):
    r = c.rng
    g = c.scen["grp"]
    amt = r.choice(c.scen["amt"])
    sub = c.sub
    ptg = c.pt.nm(r.choice(["given", "given", "full"]))
    if g == "peds":
        k = r.randint(0, 3)
        if k == 0:
            return [c.rel.capitalize(), " ", c.caller.nm(r.choice(["given", "full"])), " found ", ptg, " ", where(c, g),
                    " with ", sub, "; ", amt, ". Last seen well ~", str(r.choice([5, 10, 15, 20, 30, 45])), " min before."]
        if k == 1:
            hs = r.choice("FM")
            holder = c.person("FAMILY", hs)
            ttl = r.choice(["grandma ", "Nana ", "Aunty ", "Granny "] if hs == "F" else ["Pop ", "uncle ", "Grandpa ", "Poppy "])
            return [ptg, " (", common.pt_age(c), ") got into ", ttl,
                    holder.nm("given"), "'s ", r.choice(["handbag", "pill organiser", "weekly dosette", "bedside drawer",
                                                         "backpack", "overnight bag"]), " ", where(c, g), " ", when(c), ": ",
                    sub, ", ", amt, "."]
        if k == 2:
            return ["Witnessed ingestion ", when(c), " - ", ptg, " took ", amt, " of ", sub, " while ", c.rel, " was ",
                    r.choice(["on the phone", "changing the baby", "in the shower", "cooking dinner", "unpacking groceries"]), "."]
        sib_age = r.choice([a for a in range(2, 14) if a != c.age_y])
        sib = c.person("FAMILY", origin=c.pt.origin, surname=c.pt.surname)
        return ["Child (", common.pt_age(c, r.choice(["yo", "year-old", "y", "yr"])), " ", common.sexw(c, "child"),
                ") found with open container of ", sub, " ", where(c, g), ". ", amt[0].upper() + amt[1:], ". Sibling ",
                sib.nm("given"), " (", c.age(sib_age, r.choice(["yo", "y"])), ") also present, no exposure suspected."]
    if c.scen["key"] == "co":
        return [c.rel.capitalize(), " ", c.caller.nm(r.choice(["given", "full"])), " found pt ", where(c, g), " ", when(c), " with ",
                r.choice(["a generator running in the attached garage", "the furnace alarm going off", "a charcoal grill lit indoors"]),
                "; ", amt, ". ", r.choice(["Others in home also symptomatic.", "CO alarm not fitted.", "Fire dept measured 180 ppm."])]
    if g == "adult":
        k = r.randint(0, 3)
        if k == 0:
            os_ = r.choice("FM")
            o = c.person("FAMILY", os_)
            return ["Pt is a ", common.pt_age(c, r.choice(["year-old", "y/o", "yo"])), " ", common.sexw(c, "word"),
                    " who reports taking ", amt, " of ", sub, " at approx ", c.time(), " ", when(c),
                    r.choice([" after an argument with ", " following a breakup with ", " after a fight with "]),
                    r.choice(["partner ", "girlfriend ", "wife "] if os_ == "F" else ["partner ", "boyfriend ", "husband "]),
                    o.nm(r.choice(["given", "full"])), "."]
        if k == 1:
            return [c.rel.capitalize(), " ", c.caller.nm(r.choice(["given", "full"])), " found pt ", where(c, g),
                    " with empty packets of ", sub, "; est. ", amt, ". ", r.choice(["Note found.", "No note.", "Pt denies SI."])]
        if k == 2:
            return ["Pt (", c.pt.nm(r.choice(["initials", "given_init", "full"])), ") accidentally took ", sub, " ", when(c),
                    " - ", amt, ". ", r.choice(["Thought it was her usual tablet.", "Bottles look alike.",
                                                "Decanted into a water bottle by roommate.", "Was in the dark."])]
        return ["Per EMS, ", ptg, " ", where(c, g), " - ", sub, ", ", amt, ". Hx of ", r.choice(["depression", "bipolar I",
                "substance use disorder", "prior OD x2", "chronic pain"]), "."]
    if g == "work":
        sup = c.person("FAMILY", r.choice("FM"))
        c.supervisor = sup
        c.employer = getattr(c, "employer", None) or c.org("employer")
        return ["Pt is a ", common.pt_age(c, r.choice(["year-old", "yo", "y/o"])), " ", c.job, " at ", c.employer,
                " who was ", r.choice(common.WORK_ACT.get(c.scen["key"], ["working"])), " when exposed to ", sub, " (", amt,
                "). Supervisor ", sup.nm(r.choice(["full", "full", "init_sur"])), " ", r.choice(["called it in.", "drove pt to site first aid.",
                                                                                                  "is on scene."])]
    if g == "bite":
        k = c.scen["key"]
        act = BITE_ACT.get(k, ["gardening", "hiking", "camping", "moving firewood"])
        if k in ("dogbite", "catbite", "bat"):
            wh = r.choice([["at home"], ["at a neighbour's house"], ["at home in ", P(c.city, "CITY")], ["at ", c.street()]])
        else:
            wh = r.choice([["at the ", c.landmark()], ["near ", c.landmark()], ["on a property off ", c.street_name()],
                           ["while visiting family in ", P(c.city, "CITY")], ["in the backyard"]])
        return [ptg, " (", common.pt_age(c, r.choice(["yo", "y", "year-old", "yr"])), ") was ", r.choice(act), " ", wh, " ", when(c),
                " - ", sub, "; ", amt, "."]
    if c.scen["key"] != "wrong_pt":
        who = c.pt.nm(r.choice(["given", "full", "init_sur"]))
        k = c.scen["key"]
        if k == "peds_dose":
            return [c.rel.capitalize(), " ", c.caller.nm(r.choice(["given", "full"])), " gave ", who, " ", sub, "; ", amt, ". ",
                    r.choice(["Realised when reading the box.", "Pharmacist queried at refill.", "Other parent had also given a dose."])]
        return ["Pt ", who, " ", r.choice(["took morning tablets twice", "took a spouse's tablets by mistake", "misread the label",
                                          "was given the wrong strength at the pharmacy"]), " ", when(c), " - ", sub, ", ", amt, "."]
    home = getattr(c, "carehome", None) or c.hospital("carehome")
    c.carehome = home
    other = c.person("FAMILY", r.choice("FM"))
    return [r.choice(["Caller is RN at ", "Care aide from ", "Night nurse at "]), home, " reporting that resident ",
            c.pt.nm(r.choice(["full", "LAST_FIRST", "init_sur"])), " (", common.pt_age(c, r.choice(["yo", "age", "sex_sp"])),
            ") in room ", c.room(), " received ", sub, " at ", c.time(), ". Meds belonged to resident ",
            other.nm(r.choice(["full", "init_sur", "given_init"])), r.choice([".", " (same surname, adjacent room).", " - med cart mix-up."])]


def sx(c):
    return c.rng.choice(c.scen["sx"])


def advice(c):
    return clin.T(c, c.rng.choice(c.scen["adv"]) if isinstance(c.scen["adv"], list) else c.scen["adv"])


def ed_mgmt(c):
    e = c.scen["ed"]
    return clin.T(c, c.rng.choice(e) if isinstance(e, list) else e)


WORK_JOBS = ["pool technician", "pest control technician", "farmhand", "welder", "pipefitter", "cleaner", "maintenance fitter",
             "refrigeration mechanic", "orchard worker", "spray contractor", "plater", "lab technician", "janitor",
             "process operator", "apprentice plumber", "greenhouse worker", "boilermaker", "custodian", "dairy hand",
             "water treatment operator", "tyre fitter", "detailer", "meat packer", "groundskeeper"]

BITE_ACT = {"marine": ["swimming", "fishing off the rocks", "wading at low tide", "cleaning the aquarium"],
            "scorpion": ["swimming", "putting on shoes", "gardening"], "bees": ["mowing", "gardening", "playing outside"],
            "dogbite": ["walking past", "playing with the dog", "delivering mail", "feeding the dog"],
            "catbite": ["separating the cats", "giving the cat a tablet", "picking up the cat"],
            "bat": ["asleep", "sleeping", "watching TV"], "tick": ["hiking", "camping", "mowing long grass"]}

PMH = ["T2DM on metformin 1000 mg BID", "HTN", "depression", "ADHD on methylphenidate 18 mg", "asthma (salbutamol PRN)",
       "GERD", "epilepsy on levetiracetam 500 mg BID", "CKD stage 3", "AF on apixaban 5 mg BID", "hypothyroid",
       "bipolar I on lithium", "chronic back pain", "COPD", "obesity (BMI 38)", "anxiety", "prior OD 2 yr ago",
       "Parkinson's disease", "Addison's disease", "Crohn's", "Hashimoto's", "nil known", "no PMH", "G6PD deficiency",
       "Down syndrome", "autism spectrum disorder", "iron deficiency anaemia"]
MEDS = ["sertraline 100 mg daily", "amlodipine 5 mg", "atorvastatin 40 mg", "salbutamol inh PRN", "levothyroxine 75 mcg",
        "quetiapine 100 mg nocte", "pantoprazole 40 mg", "oxycodone 5 mg PRN", "metoprolol succinate 50 mg",
        "insulin glargine 22 units", "furosemide 40 mg", "OCP", "nil regular", "vitamin D 1000 IU", "gabapentin 300 mg TID"]


def pmh(c):
    r = c.rng
    if c.age_y < 6:
        return r.choice(["nil", "previously well", "term baby, immunisations UTD", "eczema", "asthma (salbutamol PRN)",
                         "no PMH, NKDA", "reflux as infant", "ex-32/40 prem, well"])
    if c.age_y < 18:
        return r.choice(["nil", "ADHD on methylphenidate 18 mg", "asthma", "T1DM on insulin pump", "anxiety", "epilepsy on valproate",
                         "autism spectrum disorder", "depression, on waitlist for CAMHS" if c.country == "AU" else "depression"])
    k = r.randint(1, 3)
    out = [", ".join(r.sample(PMH, k))]
    if r.random() < 0.3:
        out += [r.choice(["; admitted ", "; ICU admission ", "; last OD "]),
                c.date(c.shift(-r.randint(60, 2000)), r.choice(["month_year", "mon_year", "year", "mm_yyyy"]))]
    if c.sex == "F" and 13 <= c.age_y <= 50 and r.random() < 0.25:
        out += ["; LMP ", c.date(c.shift(-r.randint(3, 40)), r.choice(["md", "mon_d", "d_mon"]))]
    return out


def meds(c):
    r = c.rng
    if c.age_y < 10:
        return r.choice(["nil", "none", "cetirizine PRN", "none regular"])
    return "; ".join(r.sample(MEDS, r.randint(1, 3)))


def allergies(c):
    return c.rng.choice(["NKDA", "NKA", "PCN (rash)", "sulfa", "codeine (vomiting)", "latex", "nil known",
                         "peanuts (anaphylaxis)", "morphine - itch"])


def social(c):
    """Pieces: living situation / occupation (PROFESSION) with a relative named."""
    r = c.rng
    if c.age_y < 16:
        par = c.person("FAMILY", r.choice("FM"), surname=c.pt.surname if r.random() < 0.7 else None, origin=c.pt.origin)
        return ["Lives with ", r.choice(["mother", "parents", "father and stepmother", "grandparents", "mum and 2 siblings"]),
                "; ", r.choice(["mother", "father", "parent"]), " ", par.nm(r.choice(["given", "full"])), " works as a ",
                c.profession(), "."]
    k = r.randint(0, 2)
    if k == 0:
        return ["Works as a ", c.profession(), r.choice([". Lives alone.", ". Lives with partner.", ", lives with roommates."])]
    if k == 1:
        sp = c.person("FAMILY", r.choice("FM"))
        return ["Lives with ", r.choice(["wife", "husband", "partner"]), " ", sp.nm(r.choice(["given", "full"])), " (",
                c.profession(), "). Pt is a ", c.profession(), "."]
    hab = r.choice([" EtOH socially.", " Smoker 10/day.", " Denies drugs.", " Uses cannabis daily.", " Ex-smoker."])
    j = r.randint(0, 2)
    if j == 0 and c.age_y > 58:
        return ["Retired ", c.profession(), ".", hab]
    if j == 0:
        return ["Works as a ", c.job, ".", hab]
    if j == 1:
        return [r.choice(["Unemployed.", "On disability.", "Not working at present."]), hab]
    return ["Currently off work; previously a ", c.profession(), ".", hab]


COUNTRIES = ["Mexico", "India", "Vietnam", "the Philippines", "China", "Nigeria", "Pakistan", "Lebanon", "Italy", "Greece",
             "Brazil", "Haiti", "Guatemala", "El Salvador", "Sri Lanka", "Bangladesh", "New Zealand", "Fiji", "Samoa",
             "South Africa", "Ireland", "Poland", "Ukraine", "Iran", "Somalia", "Ethiopia", "Kenya", "Thailand", "Indonesia",
             "Peru", "Colombia", "Jamaica", "Japan", "South Korea", "Tonga", "Portugal", "Morocco", "Egypt", "Cambodia", "Laos"]
LANG_COUNTRY = [("Spanish", "Mexico"), ("Spanish", "Guatemala"), ("Vietnamese", "Vietnam"), ("Mandarin", "China"),
                ("Cantonese", "Malaysia"), ("Punjabi", "India"), ("Arabic", "Lebanon"), ("Arabic", "Syria"), ("Tagalog", "Philippines"),
                ("Somali", "Somalia"), ("Farsi", "Iran"), ("Dari", "Afghanistan"), ("Portuguese", "Brazil"), ("Ukrainian", "Ukraine"),
                ("Haitian Creole", "Haiti"), ("Samoan", "Samoa"), ("Tongan", "Tonga"), ("Amharic", "Ethiopia"), ("Korean", "South Korea"),
                ("Tigrinya", "Eritrea"), ("Nepali", "Nepal"), ("Karen", "Myanmar"), ("Swahili", "Tanzania")]
LANGS = ["Spanish", "Vietnamese", "Mandarin", "Cantonese", "Punjabi", "Arabic", "Tagalog", "Somali", "Farsi", "Portuguese",
         "Ukrainian", "Haitian Creole", "Samoan", "Tongan", "Amharic", "Greek", "Korean", "French"]


def country(c):
    nm = c.ch(COUNTRIES)
    if nm.startswith("the "):
        return ["the ", P(nm[4:], "COUNTRY")]
    return [P(nm, "COUNTRY")]


def travel(c):
    r = c.rng
    k = r.randint(0, 5)
    if k == 0:
        return ["Product purchased in ", country(c), " (label not in English)."]
    if k == 1:
        return ["Traditional remedy brought back from ", country(c), " by ", r.choice(["grandmother", "an aunt", "a family friend"]),
                " - ", r.choice(["possible lead content", "contents unknown", "contains camphor per caller"]), "."]
    if k == 2:
        if r.random() < 0.5:
            return ["Family returned from ", country(c), " on ", c.date(c.shift(-r.randint(2, 12)), r.choice(["md", "mon_d", "d_mon"])), "."]
        return ["Family returned from ", country(c), " ", r.choice(["last week", "2 days ago", "yesterday"]), "."]
    if k == 3:
        return ["Caller is currently travelling in ", country(c), "; advised to use local emergency number."]
    if k == 4:
        lang, ctry = r.choice(LANG_COUNTRY)
        return [lang, " interpreter used; family originally from ", P(ctry, "COUNTRY"), "."]
    return ["Skin-lightening cream from ", country(c), " also in the house (possible mercury) - discussed."]


NEG_GEN = ["GCS 15 on Glasgow Coma Scale.", "Cincinnati Prehospital Stroke Scale negative.", "No Kussmaul respirations.",
           "Murphy's sign negative.", "Wells score 0.", "Micromedex and Lexicomp consulted.", "Stevens-Johnson not suspected.",
           "Ottawa ankle rules negative after fall.", "Foley not required.", "No Babinski; no clonus.", "Checked Poisindex monograph.",
           "Hunter criteria not met."]
NEG_GRP = {
    "ing": ["Rumack-Matthew nomogram reviewed.", "Bristol stool type 6 x3 since ingestion.", "Product had been decanted into a Dr Pepper bottle.",
            "Mr. Clean spray also within reach - not ingested.", "Kept in a Gatorade bottle in the garage.",
            "Caller read label: 'Keep out of reach of children'.", "Container: 500 mL, child-resistant cap not fitted.",
            "Ipecac not used; no induced emesis.", "Activated charcoal not recommended at home.", "Tylenol PM vs Tylenol - clarified, no diphenhydramine.",
            "Advil Liqui-Gels 200 mg counted: 6 missing.", "Addison's disease excluded as cause of hypoglycaemia.",
            "Naloxone (Narcan) kit in home."],
    "peds": ["PECARN: low risk.", "Westley croup score 1.", "EpiPen Jr 0.15 mg prescribed previously.", "No Munchausen by proxy concerns.",
             "Reye syndrome risk discussed (no aspirin for kids)."],
    "bite": ["Lyme serology not indicated.", "20WBCT clotted at 20 min.", "EpiPen used at 1410 by partner.", "No Horner's syndrome, no ptosis.",
             "Rocky Mountain spotted fever not suspected."],
    "work": ["Parkland formula not applicable (<10% TBSA).", "Lund and Browder chart: 1% TBSA.", "SDS section 4 read to caller.",
             "No Nikolsky sign.", "Ishihara plates normal."],
}
NEG_C = {"US": ["Reported to FDA MedWatch.", "Poison Help magnet mailed.", "NPDS coding completed.", "CDC button battery guidance reviewed.",
                "AAPCC guideline followed.", "EPA registration no. on label read to SPI."],
         "CA": ["Reported to Canada Vigilance.", "Health Canada consumer product incident report filed.", "CAPCC consensus followed.",
                "PCP/ACP scope - naloxone given."],
         "AU": ["TGA adverse event report lodged.", "eTG (Therapeutic Guidelines) consulted.", "AMH checked.", "TOXINZ reviewed.",
                "Poisons Standard (SUSMP) schedule 6 product."]}


def negatives(c, k=1):
    r = c.rng
    g = c.scen["grp"]
    pool = NEG_GEN + NEG_C[c.country] + NEG_GRP.get(g, []) + (NEG_GRP["ing"] if g in ("peds", "adult", "med") and c.scen["key"] != "co" else [])
    return " ".join(r.sample(pool, k))
