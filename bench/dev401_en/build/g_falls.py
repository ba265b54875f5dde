"""Genres: multifactorial falls risk assessment, orthopaedic ward case-finding list."""
import clin
import ids
import pools_places as PP
from common import patient_block, signature, audit_footer, social, dn
from ctx import N, D, sp, staff, person

OPTICIANS = ("ClearView Opticians", "Bridge Street Optometrists", "Harbour Eyecare", "Lens & Co Optometry")
PLACES_HOME = ("kitchen", "bathroom", "bedroom at night", "front step", "garden path", "stairs", "lounge")


def falls_assessment(rng, c, d):
    svc = rng.choice(("Falls Prevention Service", "Community Falls Team", "Falls & Bone Health Clinic",
                      "Falls and Balance Clinic"))
    d.f("{0}\n{1}\n", (c.hosp.name, "HOSPITAL"), svc)
    d.t(rng.choice(("MULTIFACTORIAL FALLS RISK ASSESSMENT\n", "Falls Risk Assessment (MFRA)\n",
                    "COMPREHENSIVE FALLS ASSESSMENT\n")))
    asr = staff(rng, c, rng.choice(("physio", "ot", "fls")))
    d.f("Date: {0}   Assessor: ", D(c, c.today, rng.choice(("num", "long", "mon"))))
    d.put(N(asr, "DOCTOR", rng.choice(("full", "initlast")), c.country))
    d.f(" ({0})\n", asr.role)
    d.f("Setting: {0}\n\n", rng.choice(("home visit", "clinic", "ward", "day hospital")))
    patient_block(d, c, rng)
    d.t("\nFALLS HISTORY (12 months)\n")
    n = rng.randrange(1, 5)
    dates = sorted(ids.add_days(c.today, -rng.randrange(3, 360)) for _ in range(n))
    fstyle = rng.choice(("num", "num_short", "mon", "daymonth") if c.country != "US" else ("num", "num_short", "mon_sp"))
    for fd in dates:
        d.f("- {0}: ", D(c, fd, fstyle))
        if rng.random() < 0.3:
            d.f("fell outside {0}", (rng.choice(PP.VENUES), "LOCATION_OTHER"))
        else:
            d.f("fell in the {0}", rng.choice(PLACES_HOME))
        d.t(rng.choice((", tripped", ", legs gave way", ", dizzy on standing", ", unsure", ", slipped")))
        d.t(rng.choice((", lay on floor ~2 h.", ", got up unaided.", ", needed help to get up.", ", ambulance called.")))
        d.t("\n")
    d.t("\nASSESSMENT\n")
    tug = rng.randrange(9, 35)
    d.f("TUG: {0} s {1}\n", str(tug), "(high risk)" if tug >= 14 else "")
    d.f("30-second chair stand: {0}\n", str(rng.randrange(0, 12)))
    if rng.random() < 0.5:
        d.f("Berg Balance Scale: {0}/56\n", str(rng.randrange(22, 55)))
    d.f("FRAT: {0}   FES-I: {1}/64\n", str(rng.randrange(5, 18)), str(rng.randrange(18, 58)))
    sy, dy = rng.randrange(120, 175), rng.randrange(60, 95)
    drop = rng.randrange(0, 35)
    d.f("Lying BP {0}/{1}, standing 3 min {2}/{3}{4}\n", str(sy), str(dy), str(sy - drop), str(dy - drop // 3),
        " - postural drop" if drop >= 20 else "")
    d.f("Vision: last eye test {0} at {1}; {2}\n", D(c, ids.add_months(c.today, -rng.randrange(3, 40)), rng.choice(("monthyear", "year"))),
        (rng.choice(OPTICIANS), "HOSPITAL"), rng.choice(("varifocals", "cataract L, awaiting surgery", "Snellen 6/12 both",
                                                         "macular degeneration")))
    d.t("Feet/footwear: " + rng.choice(("ill-fitting slippers", "appropriate", "bunions, podiatry referral", "peripheral neuropathy")) + "\n")
    d.t("Continence: " + rng.choice(("urgency, nocturia x3", "continent", "uses pads")) + "\n")
    d.t("Cognition: " + rng.choice(("AMTS 9/10", "MoCA 21/30", "4AT 0", "known dementia")) + "\n")
    d.t("FRIDs: " + ", ".join(rng.sample(("zopiclone", "amitriptyline", "doxazosin", "furosemide", "mirtazapine",
                                          "temazepam", "tramadol", "oxybutynin", "quetiapine", "gabapentin"), 3)) + "\n")
    d.t("Home: " + rng.choice(("loose rugs, poor lighting on stairs", "stairlift fitted", "bath with board, rails needed",
                               "steps to front door, no rail")) + "\n")
    d.t("\nSOCIAL\n")
    social(d, c, rng, short=True)
    if rng.random() < 0.6:
        d.f("Personal alarm: {0}, pendant ID {1}\n", (rng.choice(PP.ALARMS), "ORGANIZATION"), (ids.serial(rng, "pendant"), "DEVICE"))
    if rng.random() < 0.35:
        d.f("Still driving ({0}); ", (ids.plate(rng, c.country), "VEHICLE"))
        auth = {"UK": "DVLA", "NZ": "NZTA", "IE": "NDLS", "US": "the DMV", "CA": "the MTO", "AU": "the state licensing authority"}[c.country]
        d.t(rng.choice(("advised to inform %s if blackouts.\n" % auth, "advised not to drive until reviewed.\n",
                        "no concerns raised.\n")))
    if rng.random() < 0.3:
        d.f("Hearing aids (R serial {0})\n", (ids.serial(rng, "hearing"), "DEVICE"))
    d.t("\nPLAN\n")
    d.t("- " + rng.choice(("Otago exercise programme, 6 home visits", "FaME strength & balance group, 12 weeks",
                           "Tai chi class", "Community physiotherapy")))
    if rng.random() < 0.5:
        d.f(" at {0}", (rng.choice(PP.VENUES), "LOCATION_OTHER"))
    d.t("\n- OT home hazard assessment\n- Medication review with ")
    d.put(N(c.gp, "DOCTOR", "dr", c.country))
    d.t(" (FRIDs as above)\n")
    d.t(dn(c, "- " + rng.choice(("Bone health: refer FLS", "Bone health: already on alendronic acid", "Vitamin D loading",
                                 "Bone health: DXA requested")) + "\n"))
    if rng.random() < 0.5:
        d.f("- Carer contact: {0} {1}\n", N(c.rel, "FAMILY", "full"), (c.rel_phone, "PHONE"))
    w = rng.choice((4, 6, 8, 12))
    d.f("- Review {0}/52 ({1})\n\n", str(w), D(c, ids.add_days(c.today, 7 * w), rng.choice(("num", "long"))))
    signature(d, c, rng, asr, closing=False, lic=rng.random() < 0.3)
    if rng.random() < 0.4:
        audit_footer(d, c, rng, asr)


CF_FX = ("R NOF", "L NOF", "R IT #NOF", "L NOF (Garden IV)", "L distal radius", "R prox humerus", "L pubic rami",
         "T12 wedge #", "L1 #", "R ankle Weber B", "L periprosthetic #", "R distal radius", "L ankle bimall", "sacral #")
CF_ACT = ("bloods sent, for IV zol pre-d/c", "already on AA - adherence chk", "DXA booked", "FLS review done",
          "declined treatment", "too unwell - review next wk", "for denosumab (eGFR 24)", "start AA on d/c",
          "excluded - high energy (RTC)", "discuss w/ orthogeris", "d/c to rehab - FLS letter sent", "on Prolia - due dose",
          "POD 2 - bloods pending", "NWB 6/52 - for zol in 2/52", "POD 5, delirious - FLS 1/52", "Ca 2.05 - replete vit D first")


def casefinding_list(rng, c, d):
    ward = c.hosp.ward
    d.f("{0}\n", (c.hosp.name, "HOSPITAL"))
    d.t(rng.choice(("ORTHOPAEDIC WARD CASE-FINDING LIST - FRACTURE LIAISON\n" if not c.us else
                    "ORTHOPEDIC WARD CASE-FINDING LIST - FRACTURE LIAISON\n",
                    "FLS inpatient case-finding - trauma wards\n", "Fragility fracture case-finding list\n")))
    d.f("Ward: {0}", (ward, "HOSPITAL"))
    other = rng.choice(PP.WARDS[c.country])
    if other != ward and rng.random() < 0.5:
        d.f(" + outliers on {0}", (other, "HOSPITAL"))
    d.f("   Date: {0}\n", D(c, c.today, rng.choice(("num", "wk", "mon"))))
    d.t("Compiled by: ")
    d.put(N(c.fls, "DOCTOR", rng.choice(("full", "initlast")), c.country))
    d.f(", {0}   {1}: {2}\n", c.fls.role, "Ext" if c.us else "Bleep/ext", (ids.extension(rng), "PHONE"))
    surgeon = person(rng)
    d.t("Consultant on call: ")
    if c.country in ("UK", "IE"):
        d.put(N(surgeon, "DOCTOR", "title", c.country, rng) if surgeon.sex == "M" else ["Ms ", (surgeon.last, "DOCTOR")])
    else:
        d.put(N(surgeon, "DOCTOR", "dr", c.country))
    d.t(" (T&O)\n\n")
    d.t("Bed  | Patient                  | Age | %-9s | Fracture            | Adm        | FLS action\n" %
        ("NHI" if c.country == "NZ" else "MRN"))
    d.t("-" * 100 + "\n")
    rows = rng.randrange(6, 13)
    for _ in range(rows):
        p = person(rng, "F" if rng.random() < 0.72 else "M")
        age = rng.randrange(58, 101)
        bed = rng.choice(("%d" % rng.randrange(1, 31), "B%d-%d" % (rng.randrange(1, 7), rng.randrange(1, 7)),
                          "SR%d" % rng.randrange(1, 6), "%d%s" % (rng.randrange(1, 20), rng.choice("ABCD"))))
        d.p(bed, "LOCATION_OTHER")
        d.t(" " * max(1, 5 - len(bed)) + "| ")
        nm = rng.choice(("INVALL", "INV", "inv", "full"))
        val = N(p, "PATIENT", nm, c.country)[0][0]
        d.p(val, "PATIENT")
        d.t(" " * max(1, 25 - len(val)) + "| ")
        a = str(age)
        d.p(a, "AGE")
        d.t(" " * (4 - len(a)) + "| ")
        m = ids.mrn(rng, c.country)
        d.p(m, "MRN")
        d.t(" " * max(1, 10 - len(m)) + "| ")
        fx = rng.choice(CF_FX)
        d.t("%-20s| " % fx)
        adm = ids.add_days(c.today, -rng.randrange(0, 21))
        ds = ids.fmt_date(adm, rng.choice(("num", "num", "num_short")), c.country)
        d.p(ds, "DATE")
        d.t(" " * max(1, 11 - len(ds)) + "| ")
        act = rng.choice(CF_ACT)
        d.t(act)
        if rng.random() < 0.15:
            rp = person(rng)
            d.f("; {0} {1} aware", rng.choice(("dtr", "son", "wife", "husband", "niece")), N(rp, "FAMILY", "first"))
        d.t("\n")
    d.t("-" * 100 + "\n")
    d.f("Screened {0}; eligible {1}; excluded: {2}.\n", str(rows + rng.randrange(0, 6)), str(rows),
        rng.choice(("age <50 x1", "high-energy trauma x2", "pathological # (myeloma) x1", "none")))
    d.t(rng.choice(("KPI: 90% seen within 12 weeks of fracture (ROS standard).\n",
                    "NHFD: bone protection assessment documented for all hip fractures.\n",
                    "Capture the Fracture best practice framework - case identification.\n",
                    "Own the Bone registry data entered.\n")))
    d.f("Next list: {0}\n", D(c, ids.add_days(c.today, rng.choice((1, 2, 3, 7))), rng.choice(("wk", "num", "wk_short"))))
    if rng.random() < 0.7:
        d.f("Printed by {0} at {1} from {2}\n", (c.fls.user, "USERNAME"), "%02d:%02d" % (rng.randrange(7, 10), rng.randrange(60)),
            (ids.ipaddr(rng), "IPADDR"))
