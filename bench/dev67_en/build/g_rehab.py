"""(7) Rehabilitation and therapy notes (PT, OT, SLP, inpatient rehab)."""
import clin
import common
import values as V
from marks import M

DX = ["L MCA ischemic stroke with R hemiparesis and aphasia", "R TKA", "L hip hemiarthroplasty after fall", "incomplete SCI C5 (AIS C)",
      "TBI after MVC", "critical illness myopathy after prolonged ICU stay", "R BKA, PVD", "Parkinson's disease with recurrent falls",
      "Guillain-Barre syndrome, recovering", "lumbar fusion L4-S1", "R rotator cuff repair", "dysphagia after CVA"]


def _home(c):
    r = c.r
    home = r.choice(["2-story house", "1st-floor apartment", "split-level home", "mobile home", "assisted living apartment"])
    return ("Lives in %s %s at %s with %s; %d steps to enter %s rail, bedroom %s. %s. DME owned: %s." % (
        common.an(home), home, c.address(),
        c.relname(), r.randrange(0, 14), r.choice(["with", "without"]), r.choice(["on 2nd floor", "on 1st floor"]),
        r.choice(["Tub/shower combo", "walk-in shower with grab bars", "no grab bars"]),
        r.choice(["none", "rolling walker, shower chair", "cane", "manual wheelchair (serial %s)" % M("DEVICE", V.device_sn(r))])))


def _work(c):
    r = c.r
    x = r.random()
    if x < 0.4:
        return "Prior level: independent, driving, %s. Goal to return to work; employer contact %s at %s (%s)." % (
            c.job_phrase(), c.FN(c.F("supervisor"), "full"), c.EMP(), M("PHONE", V.us_phone(r)))
    if x < 0.7 and c.age > 50:
        return "Prior level: %s, retired %s, volunteers at %s. Enjoys gardening." % (
            r.choice(["independent without AD", "mod I with cane", "needed help with IADLs"]), c.PROF(), M("ORGANIZATION", r.choice(V.ORGS_OTHER)))
    return "Prior level: student at %s; works part-time as a %s. Drives (licence %s); car plate %s for disability placard application, placard # %s." % (
        c.SCHOOL(), c.PROF(), M("LICENSE", V.drivers_license(r, c.loc)), M("VEHICLE", V.plate(r, c.loc)), M("IDNUM", V.digits(r, 7)))


def pt_eval(c):
    r = c.r
    pt = c.S("pt")
    dx = r.choice(DX)
    L = [common.header(c, r.choice(["PHYSICAL THERAPY INITIAL EVALUATION", "PT Evaluation", "Inpatient Rehabilitation - PT Eval"]))]
    L.append("Referring: %s   Onset/surgery date: %s   Eval date: %s   Visit 1 of %d" % (
        c.N(c.S("attending"), r.choice(["dr_full", "LF", "full_cred"])), c.D(-r.randrange(2, 40), "full"), c.D(None, "full"), r.randrange(6, 24)))
    L.append("Payer: %s, ID %s; auth #%s for %d visits %s-%s." % (M("ORGANIZATION", c.insurer), c.ID("HEALTHPLAN"), M("IDNUM", V.digits(r, 9)),
                                                                r.randrange(8, 30), c.D(0, "short"), c.D(r.randrange(30, 90), "short")))
    L.append("\nDx: %s. %s %s referred by %s at %s." % (dx, c.A(r.choice(["yo", "-year-old", "y/o"])), c.man(), c.N(c.S("surgeon"), "dr_last"), c.O()))
    L.append("Subjective: %s reports pain %d/10 %s. Goal: \"%s\". %s" % (
        c.P(r.choice(["title_last", "first", "full"])), r.randrange(0, 10), r.choice(["with ambulation", "at rest", "at night"]),
        r.choice(["walk my dog again", "get back to work", "dance at my granddaughter's wedding", "go home to my wife",
                  "be home by " + c.holiday()]),
        r.choice(["%s present and will assist at DC." % c.relname(), "Lives alone.", "Hx of falls x2 in past 6 months."])))
    L.append("Home: " + _home(c))
    L.append(_work(c))
    L.append("\nObjective:\nVitals: %s\nROM: %s\nStrength: %s\nSensation: %s\nBalance: %s; TUG %.1f sec; 5xSTS %.1f sec; 6MWT %d m\nGait: %s\nTransfers: %s" % (
        clin.vitals(r), r.choice(["R knee 5-85 deg", "L shoulder flexion 110 deg AAROM", "WFL"]), r.choice(["hip flex 3+/5, knee ext 4-/5", "grossly 4/5 BLE", "R UE 2/5 proximal"]),
        r.choice(["intact LT", "impaired proprioception R foot", "decreased to pinprick below T10"]), r.choice(clin.SCORES[28:30]), r.uniform(8, 40), r.uniform(10, 30), r.randrange(50, 450),
        r.choice(["step-through with RW, decreased stance R", "Trendelenburg gait", "festinating, freezing at doorways"]),
        r.choice(["min A sit<>stand", "CGA", "mod A x2 with Hoyer back-up", "SBA"])))
    L.append("\nAssessment: Pt presents with impairments in strength, balance and endurance limiting ADLs and community mobility. High fall risk (%s). Good rehab potential." % r.choice(clin.SCORES[20:22]))
    L.append("Goals (by %s): 1) ambulate 150 ft with LRAD mod I; 2) stairs x12 with rail SBA; 3) independent with HEP." % c.D(r.randrange(14, 60), "any"))
    L.append("Plan: %dx/week for %d weeks: gait training, TherEx, NMES, balance. HEP issued via %s (access code %s)." % (
        r.randrange(2, 6), r.randrange(2, 12), M("URL", V.url(r, "hep")), M("IDNUM", V.letters(r, 4) + V.digits(r, 2))))
    L.append("Next appt: %s %s with %s." % (c.D(r.randrange(1, 7), style=r.choice(["W", "wmd", "Wmd", "md"] if not c.cw else ["W", "wdb", "dm"])), c.time(),
                                          c.N(c.S("pta", "pt"), r.choice(["first", "full_cred"]))))
    L.append("\nTime: %d min (eval moderate complexity 97162; TherEx 97110 x1)." % r.randrange(30, 75))
    L.append(common.footer(c, pt))
    return "\n".join(L) + "\n", "PT evaluation"


def ot_progress(c):
    r = c.r
    ot = c.S("ot")
    L = ["%s  OT PROGRESS NOTE  %s" % (c.H(r.choice(["acr", "short", "lower"])), c.D(None, "any")),
         "Patient: %s   MRN: %s   %s" % (c.P(r.choice(["LF", "full", "lf"])), c.ID("MRN"), c.RM()),
         "Treatment dates this period: %s   Visits: %d" % (c.rng_(-r.randrange(14, 28), 0, r.choice(["short", "full"])), r.randrange(4, 14)),
         "",
         "S: %s. %s reports %s." % (r.choice(["\"My hand feels stronger\"", "Fatigued after dialysis", "Pain 3/10 R shoulder", "Frustrated with word-finding"]),
                                    c.P(r.choice(["first", "title_last", "nick"])), r.choice(["sleeping better", "2 near-falls at home", "wife helping with showers"])),
         "O: ADLs - feeding %s, grooming %s, UB dressing %s, LB dressing %s, toileting %s, tub transfer %s. FIM motor %d -> %d. 9-hole peg R %d s / L %d s. Grip R %d lb L %d lb." % (
             r.choice(["I", "S", "set-up"]), r.choice(["S", "min A"]), r.choice(["min A", "S"]), r.choice(["mod A", "min A", "max A"]), r.choice(["CGA", "min A"]),
             r.choice(["min A with tub bench", "SBA"]), r.randrange(20, 50), r.randrange(40, 80), r.randrange(20, 60), r.randrange(18, 40), r.randrange(10, 70), r.randrange(20, 80)),
         "Cognition: %s. %s" % (r.choice(clin.SCORES[26:28]), r.choice(["Needs cues for sequencing", "Safety awareness improved", "Impaired problem solving (EFPT)"])),
         "Splint: R resting hand splint fabricated %s; wear schedule given to %s." % (c.D(-r.randrange(2, 10), "short"), c.relname()),
         "Adaptive equipment: reacher, sock aid, long-handled sponge; %s" % r.choice(["hearing aids (serial %s) cleaned and returned" % M("DEVICE", V.device_sn(r)), "TTB ordered from %s" % M("ORGANIZATION", r.choice(["Harbor Home Medical", "AirFirst DME", "Ridgeway Medical Supply"])), "no new DME"]),
         "",
         "A: progressing toward goals; %s." % r.choice(["ready for home with 24-h supervision", "continues to need skilled OT", "plateau in UE function"]),
         "P: continue 5x/wk; family training with %s on %s; driving eval referral (%s) after clearance." % (c.relname(), c.D(r.randrange(1, 6), style=r.choice(["W", "wmd", "Bd"]) if not c.cw else "wdb"),
                                                                                                          M("ORGANIZATION", r.choice(["Adaptive Driving Program of Lindell", "Ridgeway Driver Rehab"]))),
         "",
         "%s  %s  %s" % (c.N(ot, r.choice(["full_cred", "fml_cred", "init_cred"])), c.D(None, "numeric"), "License #" + M("LICENSE", V.state_license(r, c.hstate))),
         "Co-signed: %s" % c.N(c.S("otsup", "ot"), r.choice(["full_cred", "lower"]))]
    if r.random() < 0.4:
        L.append(common.audit(c))
    return "\n".join(L) + "\n", "OT progress"


def slp(c):
    r = c.r
    s = c.S("slp")
    L = [common.header(c, r.choice(["SPEECH-LANGUAGE PATHOLOGY: BEDSIDE SWALLOW / MBS", "SLP Clinical Swallow Evaluation", "Speech Therapy Progress Note"]),
                       style=r.choice(["form", "minimal", "banner"]))]
    L.append("Dx: %s. Referred by %s (%s) on %s." % (r.choice(DX[-1:] + DX[:1] + DX[4:5]), c.N(c.S("attending"), "dr_last"), r.choice(["Neurology", "Stroke service", "Hospitalist"]), c.D(-1, "short")))
    L.append("Hx: %s %s, prior diet %s. %s reports coughing with thin liquids since %s. Dentition: %s." % (
        c.A(), c.man(), r.choice(["regular/thin", "mech soft"]), c.relname(), c.D(-r.randrange(2, 20), "short"), r.choice(["upper denture", "edentulous", "natural"])))
    L.append("Oral mech: R facial droop, reduced lingual ROM. Voice: wet after sips. Cognition: %s." % r.choice(clin.SCORES[26:28]))
    L.append("MBS %s (%s): penetration-aspiration scale 7 with thin, 2 with nectar-thick; %s." % (
        c.D(0, "short"), M("IDNUM", V.accession(r, c.enc.year)), r.choice(["silent aspiration", "delayed swallow initiation", "vallecular residue"])))
    L.append("Language: WAB AQ %.1f; naming 6/10; %s." % (r.uniform(30, 90), r.choice(["fluent paraphasic speech", "nonfluent with apraxia", "mild anomia"])))
    L.append("Recs: IDDSI level %d diet, level %d liquids; meds crushed in puree; chin tuck; HOB 90 deg; %s to assist at meals." % (
        r.randrange(4, 7), r.randrange(1, 3), c.relname()))
    L.append("Education provided to %s and %s; handout and video link %s emailed to %s." % (c.P(r.choice(["first", "title_last"])), c.relname(), M("URL", V.url(r, "hep")), M("EMAIL", c.pemail)))
    L.append("Next session %s." % c.D(1, style=r.choice(["W", "wmd"]) if not c.cw else "wdb"))
    L.append("")
    L.append(common.footer(c, s))
    return "\n".join(L) + "\n", "SLP"


def irf_dc(c):
    r = c.r
    phys = c.S("attending")
    dx = r.choice(DX)
    adm = -r.randrange(10, 30)
    L = [common.header(c, "INPATIENT REHABILITATION FACILITY DISCHARGE SUMMARY", extra=["Unit: " + c.WARD()])]
    L.append("Admit: %s   Discharge: %s   LOS %d days" % (c.D(adm, "full"), c.D(None, "full"), -adm))
    L.append("Rehab dx: %s. Impairment group code %s. Transferred from %s acute care." % (dx, "01.2", c.other_hosp()))
    L.append("\nCourse: %s is a %s %s with %s, admitted %s. Participated in 3 h/day PT/OT/SLP. Complications: %s. %s" % (
        c.P(r.choice(["full", "title_last", "fml"])), c.A(), c.man(), dx, c.D(adm, "short"),
        r.choice(["UTI treated with nitrofurantoin", "none", "orthostatic hypotension, midodrine 5 mg TID", "fall without injury %s" % c.D(adm + 5, "short")]),
        clin.sentence_negatives(r, 2)))
    L.append("FIM: admission motor %d / cognitive %d; discharge motor %d / cognitive %d. Berg %d -> %d/56." % (
        r.randrange(20, 40), r.randrange(10, 25), r.randrange(45, 85), r.randrange(20, 35), r.randrange(10, 30), r.randrange(30, 52)))
    L.append("\nDischarge to: %s with %s. %s" % (r.choice(["home", "home with home health", "SNF"]), c.relname(), _home(c)))
    L.append("Home health: %s, start of care %s; agency phone %s, fax %s." % (M("ORGANIZATION", r.choice(["Harbor Visiting Nurses", "Tri-County Home Care", "Summit Home Health"])),
                                                                          c.D(r.randrange(1, 4), "short"), M("PHONE", V.us_phone(r)), M("FAX", V.us_phone(r))))
    L.append("Equipment: %s (serial %s), shower chair, bedside commode. Vendor %s." % (
        r.choice(["power wheelchair", "manual wheelchair", "hospital bed", "knee scooter"]), M("DEVICE", V.device_sn(r)), M("ORGANIZATION", r.choice(["AirFirst DME", "Ridgeway Medical Supply"]))))
    L.append("Driving: not cleared. DMV medical review form submitted for licence %s." % M("LICENSE", V.drivers_license(r, c.loc)) if r.random() < 0.6 else "Driving: not addressed.")
    L.append("Meds at discharge: " + "; ".join(clin.meds(r)))
    L.append("\nFollow-up: %s (PM&R) %s; %s (PCP) %s at %s; outpatient therapy at %s starting %s." % (
        c.N(phys, "dr_last"), c.D(r.randrange(14, 40), "any"), c.N(c.S("pcp", "attending"), "dr_full"), c.D(r.randrange(5, 14), "any"), c.O(),
        M("HOSPITAL", r.choice(V.OUTSIDE)[0]), c.D(r.randrange(3, 10), style=r.choice(["W", "wmd", "md"]) if not c.cw else "wdb")))
    L.append("")
    L.append(common.footer(c, phys))
    return "\n".join(L) + "\n", "IRF discharge"


def make(c):
    return c.r.choice([pt_eval, pt_eval, ot_progress, slp, irf_dc])(c)
