"""Genres: physiotherapy mobilisation note; family meeting note."""
import clinical as CL
import hdr
import ids
from common import pick, chance, fd, tm, add_days, digits, sample


def A(c, uk, us):
    return us if c["cc"] in ("US", "CA") else uk


def physio(d, rng, c):
    us = c["cc"] in ("US", "CA")
    pod = rng.randrange(1, 8)
    date = add_days(c["op_d"], pod)
    d.t(pick(rng, [A(c, "PHYSIOTHERAPY - HIP FRACTURE\n", "PHYSICAL THERAPY - HIP FRACTURE\n"),
                   A(c, "Physio r/v\n", "PT daily note\n"), A(c, "Physiotherapy progress note\n", "Physical Therapy Treatment Note\n")]))
    hdr.when_line(d, rng, c, date, day=True)
    if chance(rng, 0.5):
        d.w("[[PATIENT:pt_LF]]  {ml} [[MRN:mrn]]  ", ml=c["mrn_lab"])
        hdr.ward_line(d, rng, c)
    else:
        hdr.banner(d, rng, c, pick(rng, [1, 2]))
    wbs = ["FWB.", "WBAT.", "FWB, no restrictions."] + (["FWB, posterior precautions."] if c["op_k"] in ("hemi", "thr") else [])
    d.w("POD {p} {S} {op}. {wb}\n", p=str(pod), S=c["S"], op=c["op_s"], wb=pick(rng, wbs))
    if chance(rng, 0.25):
        d.w("Retired [[PROFESSION:prof]]; ")
        d.t(pick(rng, ["very motivated.", "wants to get back to the garden.", "anxious about falling again.", "family supportive."]) + "\n")
    d.t("\nS: ")
    d.t(pick(rng, ["Pain %d/10 at rest, %d/10 on movement. " % (rng.randrange(0, 4), rng.randrange(3, 9)),
                   "'Keen to get going'. ", "Reports dizziness on sitting up. ", "Tired, reluctant but agreed to try. ",
                   "Nauseous after breakfast - antiemetic given by nursing staff. "]))
    d.t("\nPMH/SH (from notes + pt): ")
    d.w("Pre-morbidly {m}. ", m=c["mob"])
    r = c["res"]
    if r in ("resid", "nursing"):
        d.w("Lives at [[HOSPITAL:home]]. ")
    elif r == "spouse":
        d.w("Lives with {rel} [[FAMILY:nok_f]] (who has {x}). ", rel=c["nok_rel"], x=pick(rng, ["COPD", "poor mobility", "dementia", "good health"]))
    else:
        d.t("Lives %s in a %s, %s. " % ("alone" if r == "alone" else "with family", pick(rng, ["bungalow", "2-storey house", "ground floor flat"]),
                                         pick(rng, ["1 step to access", "3 steps + rail", "bed/bath upstairs, 13 stairs + 1 rail", "level access"])))
    if chance(rng, 0.3):
        the = "the " if c["landmark_the"] else ""
        d.w("Used to walk to {the}[[LOCATION_OTHER:landmark]] daily. ", the=the)
    if chance(rng, 0.25):
        d.w("Goal: to get back to [[ORGANIZATION:club]]. ")
    d.t("Falls: %s.\n" % pick(rng, ["1 in last 12/12", "x3 in 6 months", "nil previously", "frequent, uses pendant alarm"]))
    d.t("\nO:\n")
    d.t("Obs pre: BP %d/%d, HR %d, SpO2 %d%% RA\n" % (rng.randrange(110, 165), rng.randrange(55, 90), rng.randrange(60, 105), rng.randrange(91, 99)))
    bed = pick(rng, ["indep", "min A x1", "assist x1", "assist x2, slide sheet", "supervision"])
    sts = pick(rng, ["assist x1 + ZF", "assist x2 + ZF", "Sara Stedy x1", "supervision + ZF", "unable"])
    d.t("Bed mobility: %s\nSit to stand: %s (%s)\n" % (bed, sts, pick(rng, ["from bed height", "from chair with arms", "good technique after cues", "poor hand placement"])))
    amb = rng.randrange(4)
    if amb == 0:
        d.t("Mobilised %dm with ZF + assist x1, antalgic gait, reduced %s stance phase.\n" % (rng.randrange(3, 30), c["S"]))
    elif amb == 1:
        d.t("Stepped bed -> chair with ZF + 2. Unable to progress - %s.\n" % pick(rng, ["postural drop 40mmHg systolic", "pain", "fatigue", "vasovagal - returned to bed"]))
    elif amb == 2:
        d.t("Walked %dm with rollator + supervision. Trendelenburg gait noted. Stairs: %s.\n" % (rng.randrange(15, 60), pick(rng, ["not assessed", "4 steps with rail + stick, step-to pattern", "deferred"])))
    else:
        d.t("Transferred with hoist (Maxi Move) - non-weight bearing tolerance poor.\n")
    d.t("Obs post: BP %d/%d. %s\n" % (rng.randrange(85, 150), rng.randrange(45, 85), pick(rng, ["Asymptomatic.", "Dizzy, improved with sitting.", "SpO2 dropped to 89%, recovered at rest."])))
    d.t("Outcome measures: CAS %d/6; %s\n" % (rng.randrange(0, 7), pick(rng, ["DEMMI %d" % rng.randrange(10, 60), "EMS %d/20" % rng.randrange(2, 16),
                                                                            "TUG %ds with ZF" % rng.randrange(20, 70), "TUG unable", "Berg %d/56" % rng.randrange(8, 40)])))
    d.t("\nA: %s\n" % pick(rng, ["Slow progress limited by pain and postural hypotension.", "Good progress, safe with ZF + supervision.",
                                 "Deconditioned, high falls risk. Below pre-morbid level.", "Mobility limited by cognition - needs constant cues."]))
    d.t("\nP:\n")
    for it in sample(rng, ["Daily physio, progress walking distance", "Chair-based exercises (sheet given)", "Stairs practice before d/c",
                           "OT referral for kitchen/washing assessment + equipment", "Consider rehab bed", "Falls education + pendant alarm",
                           "Hip exercise programme - %s" % pick(rng, ["Otago-based", "ACC Live Stronger" if c["cc"] == "NZ" else "home exercise sheet"]),
                           "Teach family safe transfer technique", "Medical team aware of postural drop"], rng.randrange(3, 6)):
        d.t("- %s\n" % it)
    if chance(rng, 0.4):
        d.w("- Discussed with OT ([[DOCTOR:v]])\n", v=pick(rng, [c["ot"], c["ot_f"], c["ot_i"]]))
    if chance(rng, 0.35):
        d.w("- Spoke with {rel} [[FAMILY:nok_f]]: ", rel=c["nok_rel"])
        d.t(pick(rng, ["happy to help at home.", "concerned about going home alone.", "works full time - limited support.", "will bring in outdoor shoes."]))
        d.t("\n")
    d.t("\n")
    d.w("[[DOCTOR:v]], {g}", v=c["physio"] if chance(rng, 0.6) else c["physio_i"],
        g=pick(rng, [A(c, "Physiotherapist", "PT, DPT"), A(c, "Band 6 Physio", "PT"), A(c, "Senior Physio", "Physical Therapist"), A(c, "Physio", "PTA")]))
    if chance(rng, 0.45):
        d.w(" ({l} [[LICENSE:v]])", l=c["physio_liclab"], v=c["physio_lic"])
    if chance(rng, 0.4):
        d.w(" bleep [[PHONE:v]]", v=c["physio_bleep"])
    d.t("\n")
    if chance(rng, 0.25):
        hdr.efoot(d, rng, c, "physio", date)


def family_meeting(d, rng, c):
    date = add_days(c["op_d"], rng.randrange(4, 18))
    d.t(pick(rng, ["FAMILY MEETING\n", "MDT / Family meeting - orthogeriatrics\n", "FAMILY CONFERENCE NOTE\n", "Family meeting record\n"]))
    hdr.banner(d, rng, c, pick(rng, [0, 2, 3]))
    d.w("Date: [[DATE:v]] {t}   ", v=fd(c, date, pick(rng, ["num", "wdlong", "abbr"])), t=tm(rng, c, True))
    venue = rng.randrange(3)
    if venue == 0:
        d.w("Venue: relatives' room, [[HOSPITAL:ward]]\n")
    elif venue == 1:
        d.w("Venue: video call ([[URL:v]]) + ward office\n", v="https://meet.example.net/" + c["hosp_stem"].lower().replace(" ", "")[:8] + "-" + digits(rng, 5))
    else:
        d.w("Venue: seminar room, [[HOSPITAL:hosp]]\n")
    d.t("\nPresent:\n")
    d.t("- ")
    hdr.dr(d, rng, c, "geri", pick(rng, [0, 1]))
    d.t(", %s\n" % A(c, "Consultant Orthogeriatrician", "Attending Geriatrician"))
    d.w("- [[DOCTOR:v]], {g}\n", v=c["nurse"], g=pick(rng, ["Ward Sister", "Charge Nurse", "Nurse in charge", "CNM2"]))
    if chance(rng, 0.7):
        d.w("- [[DOCTOR:v]], {g}\n", v=c["ot"], g=A(c, "Occupational Therapist", "OT"))
    if chance(rng, 0.6):
        d.w("- [[DOCTOR:v]], {g}\n", v=c["sw"], g=pick(rng, ["Social Worker", "Discharge Coordinator", "Care Manager"]))
    d.w("- [[FAMILY:nok]] ({rel})", rel=c["nok_rel"])
    if chance(rng, 0.6):
        d.w(", a [[PROFESSION:nok_prof]]")
    d.t("\n")
    if chance(rng, 0.7):
        d.w("- [[FAMILY:nok2]] ({rel}){x}\n", rel=c["nok2_rel"], x=(lambda x: x.w(" - by phone from [[CITY:v]]", v=pick(rng, ["Manchester", "Perth", "Toronto", "Auckland", "Dublin", "Boston"]))) if chance(rng, 0.25)
            else (lambda x: x.w(" - joined by phone from [[COUNTRY:v]]", v=pick(rng, [k for k in ["Canada", "Spain", "Australia", "Germany", "New Zealand", "Scotland", "Ireland"]
                                                                                       if k != c["nation"]]))) if chance(rng, 0.45) else "")
    d.w("Patient: {p}\n", p=pick(rng, ["present for first part", "not present (fatigued)", "declined to attend", "present throughout"]))
    d.t("\nBackground: ")
    d.w("[[AGE:age]] y/o {sx}, ", sx=c["sexw"])
    d.t("%s %s, %s " % (c["side"], c["frac"], c["op"]))
    d.w("on [[DATE:v]]. ", v=fd(c, c["op_d"], pick(rng, ["dm", "long", "num"])))
    d.t("Post-op course complicated by %s.\n" % ", ".join(sample(rng, ["hypoactive delirium", "AKI", "anaemia requiring transfusion", "HAP",
                                                                     "urinary retention", "pressure damage to heel", "poor oral intake"], rng.randrange(1, 4))))
    d.t("\nDiscussion:\n")
    d.t("- Explained hip fracture as a marker of frailty; ~1 in 4 older people with hip fracture die within a year.\n")
    d.t("- Current function: %s.\n" % pick(rng, ["transfers with Sara Stedy + 2", "walking 10m with ZF + 1", "hoisted, not weight bearing",
                                                 "walking with frame + supervision"]))
    cap = rng.randrange(3)
    if cap == 0:
        d.w("- Capacity: assessed by [[DOCTOR:v]] on [[DATE:v2]] - lacks capacity re: place of residence{mca}.", mca=" (MCA)" if c["cc"] == "UK" else "", v=c["reg"],
            v2=fd(c, add_days(date, -rng.randrange(1, 4)), "num"))
        d.w(" [[FAMILY:nok_f]]")
        hdr.poa(d, rng, c)
        d.w(" (since [[DATE:v]]).\n", v=fd(c, add_days(c["adm_d"], -rng.randrange(300, 3000)), pick(rng, ["my", "y", "num"])))
    elif cap == 1:
        d.w("- Capacity: {pt} has capacity and wishes to go home despite risks.\n", pt=lambda x: hdr.pt_ref(x, rng, c))
    else:
        d.t("- No LPA in place. Best-interests process; IMCA not required as family involved.\n" if c["cc"] == "UK" else
            "- Substitute decision-maker: %s. Best-interests/goals-of-care discussion.\n" % c["nok_rel"])
    child = c["nok_rel"] in ("daughter", "son", "stepdaughter", "stepson")
    d.w("- Family views: [[FAMILY:nok_f]] feels {ref} {v}. ", ref=("mum" if c["sex"] == "F" else "dad") if child else
        ("gran" if "grand" in c["nok_rel"] else c["he"]),
        v=pick(rng, ["would want to go home", "is no longer safe at home", "would accept a care home", "needs more time in rehab"]))
    if chance(rng, 0.45):
        d.w("{He2} works at [[ORGANIZATION:employer]] and can only visit evenings. ", He2="She" if c["nok_sex"] == "F" else "He")
    d.t("\n")
    d.t("- Options: (a) home with POC QDS + night sitting; (b) interim rehab bed; (c) %s placement.\n" % pick(rng, ["nursing home", "residential", "long-term care"]))
    if chance(rng, 0.6):
        d.w("  [[HOSPITAL:home]] has a bed available ({x}).\n", x=pick(rng, ["family viewed it last week", "manager to assess", "funding TBC"]))
    if chance(rng, 0.5):
        d.w("  Interim: [[HOSPITAL:community]] - referral sent.\n")
    d.t("- Escalation: %s\n" % pick(rng, ["DNACPR agreed; ward-based ceiling of care; for antibiotics/fluids.", "Family want full escalation - documented.",
                                          "ReSPECT form updated - focus on comfort if deteriorates.", "Not for CPR; for hospital transfer if needed."]))
    d.t("\nAgreed actions:\n")
    acts = ["OT home visit", "CHC checklist", "Social work assessment for package of care", "Update GP", "Review bone protection before d/c",
            "Family to provide finances info for care home funding", "Repeat meeting in 1 week"]
    acts = sample(rng, acts, rng.randrange(2, 5))
    for i, a in enumerate(acts):
        d.t("%d. %s\n" % (i + 1, a))
    if chance(rng, 0.5):
        d.w("{n}. Parking permit for [[FAMILY:nok_f]]'s car (reg [[VEHICLE:veh]]) for daily visiting\n", n=str(len(acts) + 1))
    if chance(rng, 0.45):
        d.w("Next meeting: [[DATE:v]]\n", v=fd(c, add_days(date, 7), pick(rng, ["wd", "num", "dm"])))
    if chance(rng, 0.4):
        d.w("Minutes emailed to [[EMAIL:nok_email]] with family's consent.\n")
    d.t("\n")
    hdr.sign(d, rng, c, "geri", pick(rng, ["Consultant", "", A(c, "Consultant Geriatrician", "Geriatrics")]), bleep=False, user=chance(rng, 0.3), edate=date)
    if chance(rng, 0.3):
        d.w("Minutes taken by [[DOCTOR:v]] (ward clerk)\n", v=pick(rng, [c["nurse2"], c["nurse2_i"]]))
