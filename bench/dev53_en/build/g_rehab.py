"""Genre 6: physical, occupational and speech therapy evaluations."""
from common import *

PT_DX = [("M17.11 Unilateral primary OA, right knee; s/p R TKA", "R TKA", "knee"),
         ("S72.001D Fracture of neck of right femur, subsequent encounter (s/p ORIF)", "R hip ORIF", "hip"),
         ("M54.50 Low back pain", None, "lumbar"),
         ("M75.121 Complete rotator cuff tear, right shoulder (s/p arthroscopic repair)", "RCR", "shoulder"),
         ("S83.511D ACL sprain right knee (s/p ACL reconstruction)", "ACLR", "knee"),
         ("R26.81 Unsteadiness on feet / history of falls", None, "balance"),
         ("I63.9 Cerebral infarction with left hemiparesis", None, "neuro"),
         ("G20 Parkinson's disease", None, "neuro")]
SLP_DX = [("R13.12 Dysphagia, oropharyngeal phase", "swallow"), ("R47.01 Aphasia following CVA", "aphasia"),
          ("R41.844 Frontal lobe and executive function deficit (TBI)", "cog"), ("F80.2 Mixed receptive-expressive language disorder", "peds_lang"),
          ("R49.0 Dysphonia", "voice")]
OT_DX = [("S52.531D Colles' fracture right wrist, subsequent encounter", "hand"), ("I69.354 Hemiplegia following CVA, left non-dominant side", "adl"),
         ("M19.041 Primary OA right hand / CMC", "hand"), ("G35 Multiple sclerosis with fatigue and UE weakness", "adl"),
         ("Z96.651 Presence of right artificial knee joint - ADL retraining", "adl")]


def setup():
    c = base_ctx(5, 93)
    c["disc"] = ch(["PT", "PT", "PT", "OT", "SLP"])
    if c["disc"] == "SLP" and rb(0.2):
        c["age"] = ri(3, 8)
        c["dob"] = dob_for_age(c["age"], c["date"])
        c["age"] = age_on(c["dob"], c["date"])
    elif c["age"] < 18:
        c["age"] = ri(18, 93)
        c["dob"] = dob_for_age(c["age"], c["date"])
        c["age"] = age_on(c["dob"], c["date"])
    c["clinic"] = clinic("rehab") if rb(0.7) else hospital() + ch([" Outpatient Rehab", " Rehabilitation Services"])
    c["ther"] = staff({"PT": "pt", "OT": "ot", "SLP": "slp"}[c["disc"]])
    c["ref"] = Person("DOCTOR")
    c["user"] = c["ther"].user()
    return c


def head(d, c):
    pt = c["pt"]
    title_ = {"PT": "PHYSICAL THERAPY", "OT": "OCCUPATIONAL THERAPY", "SLP": "SPEECH-LANGUAGE PATHOLOGY"}[c["disc"]]
    st = ri(0, 2)
    if st == 0:
        d.w("{cl}\n{a}\nP: {p}   F: {f}\n\n{t} INITIAL EVALUATION AND PLAN OF CARE\n\n", cl=(c["clinic"], "HOSPITAL"), a=Addr(0).line(),
            p=PH(c["pst"]), f=FX(c["pst"]), t=title_)
    elif st == 1:
        banner(d, c, c["clinic"])
        d.w("\n%s Evaluation\n\n" % title_.title())
    else:
        d.w("%s EVAL  --  {cl}  --  {dt}\n\n" % title_, cl=(c["clinic"], "HOSPITAL"), dt=D(c["date"], "us"))
    onset = days(c["date"], -ri(7, 120))
    c["onset"] = onset
    cert2 = days(c["date"], ri(28, 90))
    d.w("Patient: {n}           DOB: {dob}  Age: {a}\nMRN: {mrn}      Acct: {acct}\nDate of eval: {dt}      Onset/surgery date: {on}\nReferring provider: {ref}, {cr}  NPI {npi}\nPhone {p}  Fax {f}\nCertification period: {c1} - {c2}\nPayer: {ins}  ID {hp}  Auth # {au} ({v} visits)\n\n",
        n=pt.LF() if rb(0.5) else pt.full(), dob=D(c["dob"], c["dst"]), a=(str(c["age"]), "AGE"), mrn=c["mrn"], acct=c["acct"],
        dt=D(c["date"], c["dst"]), on=D(onset, c["dst"]), ref=c["ref"].full(), cr=c["ref"].cred or "MD", npi=npi(), p=PH(c["pst"]),
        f=FX(c["pst"]), c1=D(c["date"], c["dst"]), c2=D(cert2, c["dst"]), ins=(ch(INSURERS), "ORGANIZATION"), hp=healthplan(),
        au=(ch(["AUTH", "PA", "A"]) + digits(8), "IDNUM"), v=str(ri(6, 24)))


def plof(d, c):
    pt = c["pt"]
    sp, rel = spouse(pt)
    pr = prof()
    home = ch(["2-story home with 12 steps to bedrooms, rail on right", "1-level ranch, 3 steps to enter without rails",
               "2nd-floor apartment, elevator", "mobile home, 4 steps with bilateral rails", "assisted living apartment"])
    d.w("PRIOR LEVEL OF FUNCTION / SOCIAL: Lives with {rel} {sp} in a %s in {city}. Previously independent with ADLs and community ambulation without device. " % home,
        rel=rel, sp=sp.f(), city=(c["addr"].city, "CITY"))
    if c["age"] < 67:
        d.w("Works as {a} {pr} at {emp}; job requires %s. Goal is return to work by {rt}. " % ch(["lifting 50 lb", "standing 8-hour shifts",
                                                                                                  "overhead reaching", "typing and prolonged sitting"]),
            a=a_an(pr[0]), pr=pr, emp=(employer(), "ORGANIZATION"), rt=D(days(c["date"], ri(30, 120)), ch(["my", "us", "long"])))
    else:
        d.w("Retired {pr}. Enjoys %s. " % ch(["gardening", "golf", "church choir", "caring for grandchildren", "fishing"]), pr=pr)
    d.w("Caregiver support: {sp} available %s; daughter {dau} ({p}) helps with transport.\n\n" % ch(["24/7", "evenings", "weekends only"]),
        sp=sp.f(), dau=relative(pt, "daughter")[0].full(), p=PH(c["pst"]))


def pt_eval(d, c):
    pt = c["pt"]
    dx, surg, reg = ch(PT_DX)
    d.w("DIAGNOSIS: %s\n" % dx)
    d.w("SUBJECTIVE: {n} is a {a} {s} referred for %s. " % ("post-operative rehab following " + surg if surg else "evaluation and treatment"),
        n=ch([pt.full, lambda: [title(pt), pt.l()]])(), a=age_phrase(c["age"], ch(["-year-old", "yo", "y/o"])), s=sexw(pt, 0))
    if surg:
        d.w("Underwent %s on {dt} by {sg} at {h}; discharged home on POD %d. " % (surg, ri(1, 4)), dt=D(c["onset"], ch(["us", "md", "long"])),
            sg=["Dr. ", c["ref"].l()], h=(hospital(), "HOSPITAL"))
    d.w("Pain %d/10 at rest, %d/10 with activity, described as %s. Falls in past year: %d. Patient goals: \"%s.\"\n\n" % (
        ri(0, 5), ri(4, 9), ch(["aching", "sharp", "stiff", "burning"]), ri(0, 4),
        ch(["walk my dog again", "get back to work", "go up the stairs to my bedroom", "play with my grandkids", "stop falling"])))
    plof(d, c)
    d.w("OBJECTIVE:\nObservation: %s\n" % ch(["incision healing well, steri-strips in place", "antalgic gait with FWW", "kyphotic posture",
                                            "mild edema R knee, circumference +2.5 cm vs L"]))
    d.w("ROM (degrees)     Left      Right\n")
    for j in {"knee": ["Knee flex", "Knee ext"], "hip": ["Hip flex", "Hip abd", "Hip ER"], "shoulder": ["Shoulder flex", "Shoulder abd", "Shoulder ER"],
              "lumbar": ["Lumbar flex", "Lumbar ext"], "balance": ["Ankle DF", "Hip ext"], "neuro": ["Ankle DF", "Shoulder flex"]}[reg]:
        d.w("%-17s %-9s %s\n" % (j, "%d" % ri(5, 140), "%d" % ri(5, 140)))
    d.w("MMT: hip abd %s/5, quads %s/5, DF %s/5, grip %d lb\n" % (ch(["3", "3+", "4-", "4"]), ch(["3+", "4-", "4", "5"]), ch(["4", "5"]), ri(20, 90)))
    d.w("Tests: TUG %.1f s; Berg %d/56; 5xSTS %.1f s; 6MWT %d ft; gait speed %.2f m/s; LEFS %d/80; Oswestry %d%%\n" % (
        R.uniform(7, 30), ri(20, 56), R.uniform(9, 30), ri(300, 1600), R.uniform(0.3, 1.3), ri(10, 70), ri(10, 70)))
    d.w("Gait: ambulates %d ft with %s, %s assist.\n" % (ri(50, 500), ch(["FWW", "SPC", "no device", "rollator"]), ch(["CGA", "SBA", "modified independent", "min"])))
    if rb(0.3):
        d.w("Equipment: power wheelchair SN {sn}; cushion SN {sn2}.\n", sn=devsn(), sn2=devsn())
    d.w("\nASSESSMENT: Patient presents with impaired %s, decreased strength and functional mobility consistent with diagnosis. Rehab potential %s.\n" % (
        ch(["ROM", "balance", "gait", "endurance"]), ch(["good", "fair", "excellent"])))


def ot_eval(d, c):
    pt = c["pt"]
    dx, kind = ch(OT_DX)
    d.w("DIAGNOSIS: %s\nDominance: %s\n" % (dx, ch(["right", "left"])))
    d.w("SUBJECTIVE: {n}, {a}, reports difficulty with %s since {dt}. \n\n" % ch(["buttoning and opening jars", "bathing and lower-body dressing",
                                                                                   "cooking and managing medications", "writing and typing"]),
        n=pt.full(), a=age_phrase(c["age"], ch(["yo", "y/o"])), dt=D(c["onset"], ch(["md", "us", "mdlong"])))
    plof(d, c)
    d.w("ADL STATUS (FIM-style)\n| Task | Level |\n|---|---|\n")
    for t in ["Eating", "Grooming", "UB dressing", "LB dressing", "Toileting", "Tub transfer", "Meal prep"]:
        d.w("| %s | %s |\n" % (t, ch(["Independent", "Mod I", "Supervision", "Min A", "Mod A", "Max A"])))
    d.w("\nUE: AROM WNL L; R wrist ext %d, flex %d deg. Grip R %d lb / L %d lb. 9-hole peg R %.1f s / L %.1f s. Edema %s.\n" % (
        ri(10, 70), ri(10, 80), ri(8, 60), ri(30, 90), R.uniform(18, 60), R.uniform(16, 30), ch(["mild", "none", "moderate"])))
    d.w("Cognition: SLUMS %d/30. Vision: %s.\n" % (ri(14, 30), ch(["WFL", "L inattention", "wears glasses"])))
    if kind == "hand":
        d.w("Orthosis: custom thermoplastic wrist cock-up fabricated today.\n")
    d.w("\nASSESSMENT: Deficits in ADL performance, fine motor coordination and activity tolerance limiting independence at home.\n")


def slp_eval(d, c):
    pt = c["pt"]
    dx, kind = ch(SLP_DX if c["age"] >= 18 else [SLP_DX[3]])
    d.w("DIAGNOSIS: %s\n" % dx)
    if kind == "peds_lang":
        mom = Person("FAMILY", sex="F", last=pt.last)
        d.w("BACKGROUND: {n} is a {a} {s} referred by pediatrician {ref} due to %s. Informant: mother {m} ({p}, {e}). Attends {sch}. Hearing screen at {h} on {dt}: pass. Bilingual home ({lang}/English).\n\n" % ch(
            ["limited vocabulary", "unintelligible speech to strangers", "not following directions"]), n=pt.f(),
            a=age_phrase(c["age"], ch(["-year-old", "yo"])), s="girl" if pt.sex == "F" else "boy", ref=["Dr. ", c["ref"].l()], m=mom.full(),
            p=c["phone"], e=email_for(mom), sch=(school(), "ORGANIZATION"), h=(hospital(), "HOSPITAL"),
            dt=D(days(c["date"], -ri(20, 200)), ch(["us", "my"])), lang=ch(["Spanish", "Arabic", "Tagalog", "Vietnamese", "Haitian Creole"]))
        d.w("TESTING: PLS-5 AC SS %d, EC SS %d; GFTA-3 SS %d. Language sample MLU %.1f.\n" % (ri(60, 95), ri(55, 92), ri(60, 100), R.uniform(1.2, 4)))
        d.w("\nASSESSMENT: Moderate mixed receptive-expressive language disorder.\n")
        return
    d.w("HISTORY: {n} is a {a} {s} %s. " % ch(["admitted to acute care after a L MCA stroke, now outpatient",
                                                "with progressive coughing during meals", "s/p TBI from a fall", "with hoarse voice x 3 months"]),
        n=pt.full(), a=age_phrase(c["age"]), s=sexw(pt, 0))
    if kind == "swallow":
        d.w("MBSS at {h} on {dt} showed %s. Current diet %s.\n\n" % (ch(["silent aspiration with thin liquids", "penetration with thin, cleared with cued cough",
                                                                          "moderate pharyngeal residue"]), ch(["IDDSI 5 minced/moist, mildly thick liquids", "regular, thin", "puree, nectar thick"])),
            h=(hospital(), "HOSPITAL"), dt=D(days(c["date"], -ri(5, 40)), ch(["us", "md"])))
    else:
        d.w("Imaging/records from {h} reviewed.\n\n", h=(hospital(), "HOSPITAL"))
    plof(d, c)
    d.w("OBJECTIVE:\nOral mech: %s\n" % ch(["R facial droop, reduced lingual ROM", "WFL", "reduced labial seal"]))
    if kind == "swallow":
        d.w("Bedside: thin via cup - %s; nectar - %s; puree - %s. EAT-10 %d. Pulse ox stable %d-%d%%.\n" % (
            ch(["delayed cough", "wet vocal quality", "no s/s"]), ch(["no s/s", "throat clear x1"]), "no s/s", ri(3, 30), ri(91, 95), ri(96, 99)))
    elif kind == "aphasia":
        d.w("WAB-R AQ %.1f; BNT %d/60; naming %d%% with phonemic cues; repetition impaired for phrases >4 words.\n" % (R.uniform(30, 85), ri(10, 50), ri(30, 90)))
    elif kind == "cog":
        d.w("SLUMS %d/30; CLQT composite %s; recalled 2/5 words after delay; impaired divided attention.\n" % (ri(12, 26), ch(["moderate", "mild"])))
    else:
        d.w("CAPE-V overall severity %d/100; MPT %d s; s/z ratio %.1f. Laryngoscopy by ENT {ent} showed %s.\n" % (ri(20, 70), ri(6, 20), R.uniform(0.8, 1.6),
                                                                                                            ch(["bilateral vocal fold nodules", "muscle tension dysphonia"])),
            ent=["Dr. ", Person("DOCTOR").l()])
    if rb(0.3):
        d.w("AAC: trialing speech-generating device, serial {sn}; loaner agreement signed by {cg}.\n", sn=devsn(), cg=Person("FAMILY").full())
    d.w("\nASSESSMENT: Patient demonstrates deficits impacting safety and participation; skilled SLP indicated.\n")


def goals(d, c):
    d.w("\nGOALS\nShort-term (by {st}):\n", st=D(days(c["date"], ri(14, 30)), c["dst"]))
    stg = {"PT": ["Independent with HEP", "Increase knee flexion to 110 deg", "Ambulate 300 ft with SPC mod I", "Reduce pain to 3/10 with stairs"],
           "OT": ["Mod I with LB dressing using AE", "Increase grip strength by 10 lb", "Independent with edema management"],
           "SLP": ["Tolerate soft solids with <10% s/s of aspiration", "Name common objects with 80% accuracy given min cues",
                   "Use compensatory strategies (chin tuck) with 90% accuracy", "Follow 2-step directions in 8/10 trials"]}[c["disc"]]
    for g in sample(stg, min(3, len(stg))):
        d.w("  - %s\n" % g)
    d.w("Long-term (by {lt}):\n  - Return to prior level of function for %s\n  - %s\n" % (
        ch(["community mobility", "home ADLs", "safe oral intake", "conversational communication"]),
        ch(["Berg >45/56", "LEFS improvement >9 points", "Independent with IADLs", "Regular diet with thin liquids"])),
        lt=D(days(c["date"], ri(45, 90)), c["dst"]))
    d.w("\nPLAN: %dx/week for %d weeks. Interventions: %s.\nHome exercise program issued via {u} (access code {code}).\n" % (
        ri(1, 3), ri(4, 12), {"PT": ch(["therex, neuromuscular re-ed, gait training, manual therapy, modalities PRN",
                                        "balance training, gait training, strengthening, fall prevention education"]),
                              "OT": "ADL retraining, fine motor, orthotic management, patient education",
                              "SLP": ch(["dysphagia therapy, NMES, compensatory strategy training",
                                         "expressive language tasks, semantic feature analysis, caregiver training"])}[c["disc"]]),
        u=("https://hep.example.com/%s" % digits(6), "URL"), code=(letters(4) + digits(4), "IDNUM"))
    d.w("Next visit {nv}. Patient/caregiver agrees with plan of care.\n", nv=D(days(c["date"], ri(2, 7)), ch(["wk", "md", "us", "wday"])))


def sign(d, c):
    t = c["ther"]
    d.w("\nTherapist: {n}   License # {lic}\n", n=t.sig(), lic=(ch([c["disc"], c["disc"] + "-", ""]) + digits(ri(5, 7)), "LICENSE"))
    d.w("Date: {dt}   Total time: %d min (eval %d, ther ex %d)\n" % (ri(45, 75), ri(30, 45), ri(0, 30)), dt=D(c["date"], "us"))
    if rb(0.5):
        d.w("\nPHYSICIAN CERTIFICATION: I have reviewed this plan of care and certify a need for services.\nPhysician signature: ______________  {ref}, {cr}   Date: ________\nPlease sign and fax back to {f}.\n",
            ref=c["ref"].full(), cr=c["ref"].cred or "MD", f=FX(c["pst"]))
    if rb(0.5):
        d.w("Co-signed by {s}, {cr} (supervising therapist).\n", s=Person("DOCTOR").full(), cr=t.cred)
    if rb(0.4):
        audit(d, c)


def daily_terse(d, c):
    pt = c["pt"]
    d.lc = True
    d.w("tx note {dt} visit %d/%d. {n}. " % (ri(2, 12), ri(12, 24)), dt=D(days(c["date"], ri(3, 20)), "md"), n=pt.l())
    d.w("pt reports %s. completed %s. tol well. cont poc. -{i}\n" % (ch(["less pain", "sore after last session", "did hep daily", "fell at home sat, no injury"]),
                                                                      {"PT": "nustep 10 min, step ups, sls", "OT": "putty, pegs, ue bike", "SLP": "swallow ex, chin tuck against resistance"}[c["disc"]]),
        i=c["ther"].lcini())
    d.lc = False


def gen(d):
    c = setup()
    d.ctx = c
    if rb(0.1):
        d.typo = 0.02
    head(d, c)
    {"PT": pt_eval, "OT": ot_eval, "SLP": slp_eval}[c["disc"]](d, c)
    goals(d, c)
    sign(d, c)
    if rb(0.35):
        d.w("\n")
        daily_terse(d, c)
    return "rehab_therapy"
