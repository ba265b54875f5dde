"""Free-text sentence pools used to give letters and notes realistic narrative
length.  Each entry is a function (c, e) -> list of pieces; PHI inside them is
built with the context helpers so it is annotated by construction."""
import pools as P
from doc import Phi


def _rel(c):
    f = c.fam[0] if c.fam else c.relative()
    return f


S = {}

S["general_history"] = [
    lambda c, e: [e["He"], " tells me that ", e["he"], " has been feeling ", c.pick(["more tired than usual", "generally well", "low in mood", "more breathless"]),
                  " since ", c.pick([c.My(c.ago(c.r.randint(30, 120))), c.D(c.ago(c.r.randint(20, 90))), P_hol(c)]), "."],
    lambda c, e: [e["His"], " exercise tolerance is about ", c.pick(["half a mile", "800 metres", "two flights of stairs", "ten minutes on the flat", "the length of the supermarket"]),
                  ", limited by ", c.pick(["breathlessness", "leg pain", "fatigue", "knee pain rather than the heart"]), "."],
    lambda c, e: [e["He"], " has not needed to attend the emergency department since I last saw ", e["him"], "."],
    lambda c, e: [e["He"], " has had ", c.pick(["a chest infection treated by the GP", "a fall at home without injury", "a short admission with cellulitis",
                                             "a flare of gout"]), " in the interim."],
    lambda c, e: ["Appetite is ", c.pick(["good", "reduced", "variable"]), " and ", e["his"], " weight has been ", c.pick(["stable", "falling slowly", "increasing"]), "."],
    lambda c, e: [e["He"], " admits to ", c.pick(["occasionally forgetting the evening tablets", "missing doses when away from home", "taking ibuprofen for back pain"]),
                  ", which we discussed."],
    lambda c, e: ["Since ", c.pick(["the last appointment", "discharge", "starting the new medication"]), " ", e["he"], " reports ",
                  c.pick(["less ankle swelling", "more energy", "some dizziness on standing", "a dry cough", "cold peripheries"]), "."],
    lambda c, e: [e["He"], " spent ", P_hol(c), " with family in ", Phi(c.town(), "CITY"), " and coped well with the journey."],
    lambda c, e: [e["He"], " remains independent with personal care and ", c.pick(["still drives", "uses a walking stick outdoors", "does the shopping with help",
                                                                               "walks the dog every morning"]), "."],
    lambda c, e: ["Home blood pressure readings average around ", "%d/%d" % (c.r.randint(118, 162), c.r.randint(66, 94)), " mmHg."],
    lambda c, e: [e["He"], " has ", c.pick(["cut down on salt", "stopped smoking", "started swimming twice a week", "lost 4 kg"]), " since ",
                  c.My(c.ago(c.r.randint(60, 300))), ", which is encouraging."],
]

S["social"] = [
    lambda c, e: [e["He"], " lives with ", e["his"], " ", _rel(c).rel, ", ", _rel(c).first(), ", in a ", c.pick(["two-storey house", "bungalow", "first-floor flat", "retirement unit"]),
                  " in ", Phi(c.paddr.city, "CITY"), "."],
    lambda c, e: [_rel(c).first(), " (", _rel(c).rel, ") ", c.pick(["helps with medications", "drives " + e["him"] + " to appointments", "is understandably anxious"]
                                                                  + ([] if _rel(c).rel in ("wife", "husband", "partner") else ["works full time but calls in daily"])), "."],
    lambda c, e: [e["He"], " ", c.pick(["is a keen gardener", "plays bowls", "volunteers at a charity shop", "looks after the grandchildren twice a week",
                                         "sings in a choir"]), " and is keen to keep doing so."],
    lambda c, e: ["Carers visit ", c.pick(["twice daily", "once a day", "three times a day"]), " via ", Phi(c.pick(["Helping Hands Homecare", "Caring Together Agency",
                  "Bluebird Care Services", "Harmony Home Support"]), "ORGANIZATION"), "."],
    lambda c, e: [e["He"], " has ", c.pick(["a daughter", "a son", "two sons", "family"]), " in ", Phi(c.pick(P.COUNTRIES), "COUNTRY"),
                  " and would like to visit later in the year."],
    lambda c, e: [e["He"], " attends ", Phi(c.pick(P.CHURCHES), "ORGANIZATION"), " and has good community support."],
]

S["discussion"] = [
    lambda c, e: ["We discussed the results in detail and I have answered ", e["his"], " questions."],
    lambda c, e: ["I have explained the rationale for the change and provided written information."],
    lambda c, e: [e["He"], " is keen to avoid further admissions and understands when to seek help."],
    lambda c, e: ["I have encouraged ", e["him"], " to continue with regular exercise within ", e["his"], " limits."],
    lambda c, e: ["We talked about the importance of taking the medication regularly and bringing an up-to-date list to every appointment."],
    lambda c, e: ["I have asked ", e["him"], " to contact the team if symptoms change before the next review."],
    lambda c, e: [e["He"], " was accompanied by ", e["his"], " ", _rel(c).rel, ", who found the discussion helpful."],
    lambda c, e: ["We agreed to revisit this at the next appointment once the blood results are back."],
    lambda c, e: ["Advance care planning was touched upon and ", e["he"], " would like to think about it further with ", e["his"], " family."],
    lambda c, e: ["I would be grateful if you could ", c.pick(["check a renal profile in two weeks", "review the blood pressure in a month",
                                                               "continue to monitor the potassium", "consider a referral to the falls service"]), "."],
]

S["discussion_you"] = [
    lambda c, e: ["We went through the results together and I hope I answered all of your questions."],
    lambda c, e: ["Please contact the team if your symptoms change before your next appointment."],
    lambda c, e: ["We talked about the importance of taking your tablets regularly and bringing an up-to-date list to each appointment."],
    lambda c, e: ["I have explained why I am suggesting this change, and you were given a leaflet to take home."],
    lambda c, e: ["You told me that ", c.pick(["you would like to keep driving", "you are planning a trip to see family", "you have been worried about your heart",
                                               "you are finding the tablets difficult to remember"]), ", and we discussed this."],
    lambda c, e: ["It was good to meet your ", _rel(c).rel, ", ", _rel(c).first(), ", who came with you."],
    lambda c, e: ["If you develop chest pain at rest lasting more than 15 minutes, please call an ambulance."],
]

S["nursing"] = [
    lambda c, e: ["Pt ", c.pick(["alert and orientated", "pleasant and chatty", "quiet today", "tired but cooperative"]), "."],
    lambda c, e: ["Skin intact, pressure areas checked."],
    lambda c, e: ["Pain score ", str(c.r.randint(0, 6)), "/10, ", c.pick(["paracetamol given", "declined analgesia", "oxycodone 5 mg given"]), "."],
    lambda c, e: ["Eating and drinking ", c.pick(["well", "small amounts", "encouraged"]), "."],
    lambda c, e: [_rel(c).rel.capitalize(), " ", _rel(c).first(), " ", c.pick(["visited", "phoned for update", "brought in clean clothes"]), "."],
    lambda c, e: ["Fluid balance chart maintained; ", c.pick(["positive 400 mL", "negative 900 mL", "balanced"]), " over 24 h."],
    lambda c, e: ["Call bell within reach, falls risk assessment updated."],
]

S["general_history"] += [
    lambda c, e: [e["He"], " was seen by ", c.gp.t(), " on ", c.D(c.ago(c.r.randint(10, 60))), " with ", c.pick(["a viral illness", "back pain", "a urinary infection",
                  "low mood"]), ", which has since settled."],
    lambda c, e: ["Overall ", e["he"], " feels ", c.pick(["much the same", "a little better", "worse than at the last visit", "back to normal"]), "."],
    lambda c, e: [e["He"], " has had no hospital admissions since ", c.My(c.ago(c.r.randint(90, 400))), "."],
    lambda c, e: [e["He"], " reports ", c.pick(["nocturia twice a night", "constipation on the new tablets", "mild ankle swelling at the end of the day",
                                             "occasional light-headedness after meals"]), " but nothing else of note."],
    lambda c, e: [e["He"], " has been ", c.pick(["walking most days", "attending the gym", "doing chair-based exercises", "less active because of the weather"]), "."],
]
S["discussion"] += [
    lambda c, e: ["I have written separately to Dr", c.dot, " ", c.doctor("x").full(), " (", c.pick([x for x in ["nephrology", "haematology", "endocrinology", "respiratory medicine", "gastroenterology"]
                                                                                   if not (x == "endocrinology" and c.genre == "endocrinology_diabetes")
                                                                                   and not (x == "nephrology" and c.genre in ("renal_dialysis", "transplant_follow_up"))]).replace("haematology", c.sp("haematology")),
                  ") about the ", c.pick(["renal function", "anaemia", "thyroid results", "sleep study"]).replace("anaemia", c.sp("anaemia")), "."],
    lambda c, e: [e["He"], " is happy with this plan."],
    lambda c, e: [c.pt.t(), "'s ", _rel(c).rel, " asked about ", c.pick(["driving", "travel insurance", "the long-term outlook", "diet"]), ", and this was discussed."],
    lambda c, e: ["The risks and benefits were discussed and ", e["he"], " wishes to proceed."],
    lambda c, e: ["A copy of this letter will be sent to ", e["him"], " at home."],
]
S["cardiac"] = [
    lambda c, e: [e["He"], " sleeps on ", c.pick(["one pillow", "two pillows", "three pillows"]), " and denies paroxysmal nocturnal dyspnoea."],
    lambda c, e: ["There has been no syncope or presyncope."],
    lambda c, e: [e["He"], " notices ", c.pick(["occasional palpitations after coffee", "ankle swelling by the evening", "breathlessness on hills"]), "."],
    lambda c, e: [e["He"], " ", c.pick(["uses the GTN spray about once a month", "rarely needs the GTN spray", "has not needed the GTN spray"]), "."],
]

S["renal"] = [
    lambda c, e: [e["His"], " fluid intake is about ", c.pick(["1 litre", "1.5 litres", "2 litres"]), " a day and urine output remains ", c.pick(["good", "reduced", "about a cupful a day"]), "."],
    lambda c, e: ["Itch and restless legs are ", c.pick(["troublesome", "better", "not a problem"]), "."],
    lambda c, e: [e["He"], " is following a low potassium diet with help from the renal dietitian."],
    lambda c, e: ["Transport to dialysis ", c.pick(["has been unreliable", "works well", "is provided by family"]), "."],
    lambda c, e: [e["He"], " has been reading about home therapies and would like to visit the home dialysis training unit."],
]
S["diabetes"] = [
    lambda c, e: [e["He"], " is carbohydrate counting and finds it ", c.pick(["straightforward", "difficult when eating out", "time consuming"]), "."],
    lambda c, e: ["Hypoglycaemia awareness is ".replace("glycaemia", "glycemia" if c.na else "glycaemia"), c.pick(["intact", "reduced", "intact but symptoms start below 3.5"]), "."],
    lambda c, e: [e["He"], " treats lows with ", c.pick(["jelly babies", "glucose tablets", "juice"]), " and carries them at all times."],
    lambda c, e: ["Exercise makes ", e["his"], " glucose drop; we discussed temporary basal targets."],
    lambda c, e: ["Injection sites were checked; ", c.pick(["no lipohypertrophy", "some lipohypertrophy on the abdomen"]), "."],
]
S["vascular"] = [
    lambda c, e: [e["He"], " walks with ", c.pick(["a stick", "a frame", "no aids"]), " and can manage ", c.pick(["about 100 metres", "to the corner shop", "a few steps only"]), "."],
    lambda c, e: ["There is ", c.pick(["no rest pain", "night pain relieved by hanging the leg out of bed", "no tissue loss"]), "."],
    lambda c, e: [e["He"], " ", c.pick(["continues to smoke", "stopped smoking", "has cut down to 5 a day"]), " and we discussed the impact on graft patency and limb survival."],
    lambda c, e: ["The wound is being dressed by the practice nurse at ", c.gpprac.N(), "."],
]
S["anticoag"] = [
    lambda c, e: [e["He"], " understands the signs of bleeding and carries an anticoagulant alert card."],
    lambda c, e: ["No falls in the last year."],
    lambda c, e: [e["He"], " takes ", e["his"], " tablets from a ", c.pick(["dosette box", "blister pack prepared by the pharmacy", "reminder app"]), "."],
    lambda c, e: ["Alcohol intake is ", c.pick(["minimal", "around 10 units a week", "weekends only"]), "."],
]


def P_hol(c):
    hol = {"US": ["Thanksgiving", "Christmas", "Fourth of July", "Labor Day", "Easter"],
           "CA": ["Thanksgiving", "Christmas", "Easter", "Canada Day"],
           "UK": ["Christmas", "Easter", "New Year", "the August bank holiday"],
           "IE": ["Christmas", "Easter", "St Patrick's Day", "New Year"],
           "AU": ["Christmas", "Easter", "Anzac Day", "New Year"],
           "NZ": ["Christmas", "Easter", "Waitangi Day", "New Year"]}[c.L]
    h = c.pick(hol)
    if h.startswith("the "):
        return ["the ", Phi(h[4:], "DATE")]
    if h == "Fourth of July":
        return ["the ", Phi(h, "DATE")]
    return Phi(h, "DATE")


def para(c, e, topic, lo=2, hi=4):
    pool = S[topic]
    n = min(len(pool), c.r.randint(lo, hi))
    out = []
    for fn in c.r.sample(pool, n):
        out += fn(c, e)
        out.append(" ")
    return out
