"""Genres: telephone encounter, foot admission discharge summary, HBOT pre-assessment & consent,
podiatry nail/callus visit (dev240_en)."""
import clin as C
import places as P
from common import contact_lines, followup, holiday, id_header, pt_remark, sig, social, vehicle_line

RELS = ["wife", "husband", "daughter", "son", "niece", "sister", "granddaughter", "son-in-law"]


def phone_encounter(n):
    c = n.c
    n.set_site(n.pick(["clinic", "clinic", "hbot"]))
    n.t(n.pick(["TELEPHONE ENCOUNTER", "Telephone Encounter", "Phone Note", "Telephone Consultation Record", "TELEPHONIC FOLLOW-UP"]) + "\n")
    n.f("{h}", h=n.hosp())
    n.t(" - " + n.pick(["Wound Care", "Foot Clinic", "Podiatry", "Hyperbaric Medicine", "Limb Preservation"]) + "\n")
    n.f("Date: {d}   Time: {t}   {io}\n", d=n.v_today, t=C.time(n), io=n.pick(["Incoming", "Outgoing", "Incoming call", "Returned call"]))
    id_header(n)
    self_call = n.chance(0.45)
    rel = n.pick_rel(RELS)
    if self_call:
        n.f("Caller: patient   Callback: {ph}\n", ph=n.phone())
    else:
        n.f("Caller: {f} ({r})   Callback: {ph}\n", f=n.famn(rel, n.pick(["full", "first", "full"])), r=rel, ph=n.phone(mobile=True))
        n.t("Identity verified: name + DOB. %s\n" % n.pick(["Pt consent on file to speak with caller.", "Listed as NOK.", "HIPAA release on file." if c == "US" else "Consent to share documented."]))
    n.f("Taken by: {w}\n", w=n.who(n.pick(["clerk", "nurse", "nurse"]), n.pick(["full", "ig", "full_cred"])))
    if n.chance(0.15):
        n.f("Caller authenticated by voiceprint ({b}).\n", b=n.bioid())
    n.t("Reason: " + n.pick(["wound concern", "dressing supplies", "medication question", "appointment change", "fever", "HBOT scheduling", "glucose high", "orthotics fitting"]) + "\n\n")
    who_call = [n.pick(["Pt", "Patient"])] if self_call else [rel.capitalize() + " ", n.famn(rel, "first")]
    k = n.ri(0, 5)
    if k == 0:
        n.f("{w} reports the dressing on the {s} foot has been soaked through since {d} and there is a bad smell. Temp at home {tp}. CBG this morning {g}.\n",
            w=who_call, s=n.pick(["left", "right"]), d=n.date(-n.ri(1, 3), st="wd"), tp=C.temp(n), g=C.glucose(n))
    elif k == 1:
        n.f("{w} asks to move HBOT session on {d} - {x}.\n", w=who_call, d=n.date(n.ri(1, 6), kind="short"),
            x=n.pick([["family funeral in ", n.city()], ["travelling to ", n.country_other()], ["work shift as ", (n.pick(P.PROFESSIONS), "PROFESSION")], "transport unavailable", ["it is ", holiday(n)]]))
    elif k == 2:
        n.f("{w} states pharmacy ({ph}) has no {m} in stock; wants alternative.\n", w=who_call, ph=(n.pick(P.PHARMACIES[c]), "HOSPITAL"), m=n.pick(["doxycycline", "Aquacel Ag", "co-amoxiclav", "insulin pen needles", "linezolid"]))
    elif k == 3:
        n.f("{w} calling because the new shoes from {o} rub the {s} 5th toe; blister noted {d}.\n", w=who_call, o=n.org(P.SUPPLIERS), s=n.pick(["left", "right"]), d=n.date(-n.ri(0, 2), kind="short"))
    elif k == 4:
        n.f("{w} reports BG readings {a}-{b} since starting steroids; on {m}.\n", w=who_call, a=C.glucose(n), b=C.glucose(n), m=", ".join(C.dm_meds(n, 2)))
    else:
        n.f("{w} wants results of bone biopsy taken {d} (lab no {a}).\n", w=who_call, d=n.date(-n.ri(3, 8), kind=n.pick(["short", "full"])), a=n.idnum("acc"))
    n.t("Denies %s. Reports %s.\n" % (n.pick(["chest pain/SOB", "rigors", "calf pain", "vomiting"]), n.pick(["mild pain 3/10", "redness spreading past the ankle", "no new wounds", "reduced appetite"])))
    if n.chance(0.4):
        n.f("Spoke with {r} directly. ", r=n.pt_ref())
        if n.chance(0.5):
            pt_remark(n)
        n.t("\n")
    n.t("\nTriage/Advice: ")
    n.t(n.pick(["Red flags reviewed. ", "Spoke with on-call. ", "Protocol: DFU with possible infection. ", ""]))
    kk = n.ri(0, 3)
    if kk == 0:
        n.f("Appointment booked {d} at {t} with {w}.", d=n.date(n.ri(1, 5), kind=n.pick(["short", "full"])), t=C.time(n), w=n.who(n.pick(["pod", "doc", "nurse"]), "title_last"))
    elif kk == 1:
        n.f("Advised to attend ED at {h} today if fever > 38 or spreading redness.", h=n.acute_hosp())
    elif kk == 2:
        n.f("Rx sent to {ph}; told to continue {r}.", ph=(n.pick(P.PHARMACIES[c]), "HOSPITAL"), r=C.regimen(n))
    else:
        n.f("District/home nurse ({a}) asked to visit tomorrow.", a=(n.pick(P.HOMECARE[c]), "HOSPITAL"))
    n.t(" " + n.pick(["Caller verbalised understanding.", "Read-back done.", "Pt agreeable.", "Will call back if worse."]) + "\n")
    if n.chance(0.6):
        doc = n.pick(["doc", "pod"])
        n.f("\nRouted to: {w}\n", w=n.who(doc, n.pick(["title_full", "lf"])))
        n.f("Provider response ({d} {t}): {x} - {w}\n", d=n.date(0, kind="short"), t=C.time(n), x=n.pick(["agree, start " + C.regimen(n), "ok to reschedule", "see tomorrow, hold HBOT", "x-ray before visit", "noted"]),
            w=n.who(doc, n.pick(["init2", "ig", "last"])))
    if n.chance(0.3):
        n.f("Video link sent by SMS: {u} (session from {ip})\n", u=n.url(), ip=n.ip())
    n.f("\nClosed by {u} {d}\n", u=n.username(n.staff(n.pick(["clerk", "nurse"]))), d=n.date(0, kind=n.pick(["short", "full"]))) if n.chance(0.5) else sig(n, "nurse", mode="full_cred", when=False)


def discharge_summary(n):
    c = n.c
    n.set_site("acute")
    los = n.ri(3, 24)
    adm = -los
    n.t(n.pick(["DISCHARGE SUMMARY", "Discharge Summary", "INPATIENT DISCHARGE LETTER", "Transfer of Care / Discharge Summary"]) + "\n")
    n.f("{h} - {w}\n", h=n.hosp(), w=n.ward())
    id_header(n)
    contact_lines(n)
    gp = n.staff("gp")
    n.f(("PCP" if c == "US" else "GP") + ": {g}, {pr}", g=n.who("gp", "title_full", person=gp), pr=n.other_hosp(n.site_of("gp")))
    n.f("   Fax {fx}\n", fx=n.fax()) if n.chance(0.5) else n.t("\n")
    n.f("Admitted: {a}   Discharged: {d}   LOS {l} days\n", a=n.date(adm, st=n.dstyle), d=n.date(0, st=n.dstyle), l=str(los))
    n.f("Consultant: {w}   Specialty: {s}\n", w=n.who(n.pick(["surg", "doc"]), "title_full"), s=n.pick(["Vascular Surgery", "Diabetes & Endocrinology", "Orthopaedics - Foot & Ankle", "Podiatric Surgery", "General Medicine"]))
    if c == "US":
        n.f("Account: {a}\n", a=n.account())
    if c != "UK" and n.chance(0.3):
        n.f("{l}: {s}\n", l="SSN" if c == "US" else "ID no", s=n.ssn())
    if n.chance(0.1):
        n.f("ID band + fingerprint ({b}) checked at discharge.\n", b=n.bioid())
    n.t("\nDIAGNOSES\n1. %s\n2. %s\n3. %s\n" % (n.pick(["Infected DFU with osteomyelitis", "Wet gangrene of toe", "Acute Charcot foot", "Sepsis from foot source", "CLTI with tissue loss"]),
                                             n.pick(["T2DM - poor control", "AKI on CKD", "Hypoglycaemia episode", "Hyponatraemia"]), n.pick(C.PMH)))
    n.t("\nPROCEDURES\n")
    n.f("- {p} ({d})\n", p=n.pick(["Surgical debridement and washout", "Ray amputation", "TMA", "Angioplasty of ATA", "Bone biopsy", "PICC insertion"]), d=n.date(adm + n.ri(0, 3), kind=n.pick(["full", "short"])))
    if n.chance(0.6):
        n.f("- {p} ({d})\n", p=n.pick(["Second-look debridement + NPWT", "Angiogram", "MRI foot", "Split-skin graft"]), d=n.date(adm + n.ri(2, los - 1), kind=n.pick(["full", "short"])))
    n.t("\nCLINICAL COURSE\n")
    n.f("{ap} presented {v} with {x}. ", ap=n.age_phrase(cap=True), v=n.pick(["via ED", "from foot clinic", "on GP referral", "by ambulance"]),
        x=n.pick(["a hot swollen foot and CRP %d" % n.ri(100, 400), "gangrene of the %s toe" % n.pick(["2nd", "3rd", "4th", "great"]), "fever and a malodorous heel ulcer", "sepsis"]))
    n.t("Started on %s. " % C.regimen(n))
    if n.chance(0.4):
        n.t("Wound check POD %d: %s. " % (n.ri(1, 3), n.pick(["clean, dry", "ooze ++, NPWT resited", "edges dusky"])))
    n.f("Taken to theatre on {d} by {w}. ", d=n.date(adm + n.ri(0, 3), kind=n.pick(["short", "full"])), w=n.who("surg", "title_last"))
    n.t("Bone culture grew %s. " % n.pick(C.ORGANISMS))
    n.t(n.pick(["Diabetes team adjusted insulin (%s). " % C.dm_meds(n, 1)[0], "Renal function recovered with fluids. ", "Required 2 units PRBC for Hb 68. ", ""]))
    if n.chance(0.5):
        n.f("Seen by PT/OT; stairs assessed. Family ({rf}) trained in dressing changes. ", rf=n.relf(RELS))
    if n.chance(0.3):
        n.f("Moved to bed {b} (side room) for MRSA isolation on {d}. ", b=(str(n.ri(1, 30)), "LOCATION_OTHER"), d=n.date(adm + 2, kind="short"))
    if n.chance(0.6):
        n.f("{r} was medically fit for discharge on {d}. ", r=n.pt_ref(), d=n.date(-n.ri(0, 2), kind=n.pick(["full", "short"])))
    n.t("\n\nDISCHARGE MEDICATIONS\n")
    for m in C.dm_meds(n, 2) + C.other_meds(n, n.ri(3, 6)):
        n.t("- %s%s\n" % (m, n.pick(["", "", " (NEW)", " (dose changed)", " (unchanged)"])))
    n.t("- %s - until %s\n" % (C.regimen(n), n.pick(["review in OPAT", "6 weeks total", "completion of course", "ID review"])))
    n.t("STOPPED: %s\n" % n.pick(["gliclazide (hypos)", "ibuprofen", "metformin (eGFR 24)", "none"]))
    n.t("\nFOLLOW-UP\n")
    n.f("- Foot clinic {d} at {h}\n", d=n.date(n.ri(5, 14), kind=n.pick(["full", "short"])), h=n.other_hosp(n.site_of("clinic")))
    n.f("- Wound care by {a} from {d}\n", a=(n.pick(P.HOMECARE[c]), "HOSPITAL"), d=n.date(1, kind="short"))
    if n.chance(0.5):
        n.f("- HBOT assessment at {h} ({ph})\n", h=n.other_hosp(n.site_of("hbot")), ph=n.phone(mobile=False))
    if n.chance(0.5):
        n.f("- Bloods (FBC, CRP, U&E) on {d} - GP please action\n", d=n.date(7, kind="short"))
    k = n.ri(0, 2)
    if k == 0:
        n.f("Transport: {o}\n", o=n.org(P.TRANSPORT))
    elif k == 1:
        n.f("Transport: collected by {rf} in own car ({v})\n", rf=n.relf(RELS, "first"), v=n.vehicle("plate"))
    else:
        n.t("Transport: own arrangements\n")
    if c == "UK" and n.chance(0.4):
        n.f("Blue Badge form completed (badge no. {b}).\n", b=(n.letters(2) + n.digits(6), "LICENSE"))
    if c == "US" and n.chance(0.3):
        n.f("Disabled parking placard renewed, placard #{b}, plate {v}.\n", b=(n.digits(7), "LICENSE"), v=n.vehicle("plate"))
    n.t("\nInformation for %s: %s\n" % ("PCP" if c == "US" else "GP", n.pick(["Please review HbA1c in 3 months.", "Please continue to monitor renal function.", "Please check CRP weekly while on antibiotics.", "No actions."])))
    sig(n, "res", mode=n.pick(["full_cred", "title_full", "full"]), with_lic=n.chance(0.4))
    if n.chance(0.4):
        n.f("Bleep/Tel {ph}\n", ph=n.phone(mobile=False))


CONTRA = ["Untreated pneumothorax", "Bleomycin (ever)", "Doxorubicin / cisplatin", "Disulfiram", "Mafenide acetate", "Seizure disorder",
          "COPD with CO2 retention", "Claustrophobia", "URTI / sinusitis", "Pregnancy", "Implanted device", "Eustachian dysfunction", "High fever"]


def hbot_preassessment(n):
    c = n.c
    n.set_site("hbot")
    n.t(n.pick(["HYPERBARIC OXYGEN THERAPY - PRE-TREATMENT ASSESSMENT & CONSENT", "HBOT Initial Consultation", "Hyperbaric Medicine - Fitness to Dive Assessment"]) + "\n")
    n.f("{h}\n", h=n.hosp())
    id_header(n, rich=n.chance(0.5))
    n.f("Assessment date: {d}\n", d=n.v_today)
    if n.chance(0.4):
        n.f("Biometric check-in enrolled: palm-vein template {b}\n", b=n.bioid())
    n.f("Referral received {d} from {w} ({h}).\n", d=n.date(-n.ri(3, 20), kind=n.pick(["full", "short"])), w=n.who(n.pick(["pod", "surg", "doc"]), "title_full"), h=n.other_hosp(n.site_of("clinic")))
    n.t("Indication: %s (%s)\n" % (n.pick(["Wagner 3 DFU L heel with OM", "Wagner 4 forefoot, post TMA, flap compromise", "refractory OM R calcaneus", "non-healing post-amputation wound"]),
                                   n.pick(["UHMS approved", "ECHM type 2 recommendation", "CMS covered - Wagner 3+", "UHMS/SAUHMA indication"])))
    n.t("\nHISTORY\n")
    n.f("{ap}, ", ap=n.age_phrase(cap=True))
    n.t("diabetes %d yrs, HbA1c %s. %s.\n" % (n.ri(5, 35), C.a1c(n), "; ".join(C.pmh(n, 3))))
    n.t("Meds: " + ", ".join(C.dm_meds(n, 2) + C.other_meds(n, 3)) + "\n")
    social(n)
    if n.chance(0.4):
        pt_remark(n)
    n.t("\n\nSCREENING CHECKLIST\n")
    flagged = n.r.sample(CONTRA, n.ri(0, 2))
    for item in CONTRA[: n.ri(7, len(CONTRA))]:
        n.t("  [%s] %s\n" % ("Y" if item in flagged else "N", item))
    if n.chance(0.45):
        n.f("Device: {m}, S/N {s} - {x}\n", m=n.pick(["pacemaker (Medtronic Azure XT DR)", "ICD (Boston Scientific Resonate)", "insulin pump (Tandem t:slim X2)", "spinal cord stimulator", "CGM (Dexcom G7)"]),
            s=n.device(), x=n.pick(["manufacturer confirms rated to 3 ATA", "to be removed for each session", "cardiology letter on file", "remove before entering chamber"]))
    n.t("\nEXAMINATION\n")
    n.t(C.vitals(n) + "\n")
    n.t("Ears: %s; Valsalva %s. Chest: %s.\n" % (C.teed(n), n.pick(["able", "able bilat", "difficult L"]), n.pick(["clear", "fine bibasal creps", "reduced AE R base"])))
    n.f("CXR {d}: {x}. ECG: {e}.\n", d=n.date(-n.ri(0, 25), kind=n.pick(["short", "full"])), x=n.pick(["no pneumothorax, no bullae", "clear", "old healed rib fractures, no PTX"]), e=n.pick(["SR 78", "AF rate 84", "SR, LBBB (known)", "sinus tachycardia 104"]))
    n.t("Baseline TcPO2 (room air): %d mmHg peri-wound; O2 challenge (NRB 100%%): %d mmHg; in-chamber %d mmHg.\n" % (n.ri(8, 38), n.ri(40, 260), n.ri(200, 900)))
    n.t("\nPLAN: %d treatments, %s. " % (n.pick([20, 30, 40]), C.hbot_profile(n)))
    n.f("Start {d}. ", d=n.date(n.ri(2, 10), kind=n.pick(["short", "full"])))
    n.t("Pre-dive BG must be > %s.\n" % ("100 mg/dL" if c == "US" else "5.5 mmol/L"))
    n.t("Education given: barotrauma, confinement, myopia, O2 toxicity seizures, fire safety (no petroleum products, cotton only).\n")
    n.t("\nCONSENT\n")
    k = n.ri(0, 2)
    if k == 0:
        n.f("I, {p}, consent to a course of hyperbaric oxygen therapy. The risks have been explained to me by {w}.\n", p=n.ptn("full"), w=n.who("doc", "title_full"))
    elif k == 1:
        rel = n.pick_rel(RELS)
        n.f("Consent obtained from {f} ({r}, holds LPA/proxy) as pt lacks capacity today.\n", f=n.famn(rel, "full"), r=rel)
    else:
        n.f("Pt ({p}) consents verbally and in writing; interpreter {i} present.\n", p=n.ptn(n.pick(["first", "last", "full"])), i=n.who("interp", "full"))
    n.f("Patient signature: ____  Date {d}  Time {t}\n", d=n.date(0, kind=n.pick(["full", "short"])), t=C.time(n))
    n.f("Witness: {w}\n", w=n.who(n.pick(["nurse", "tech"]), n.pick(["full_cred", "full"])))
    rel = n.pick_rel(RELS)
    n.f("Emergency contact: {f} ({r}) {ph}\n", f=n.famn(rel, "full"), r=rel, ph=n.phone())
    if n.chance(0.35):
        n.f("Patient info leaflet: {u}\n", u=n.url())
    sig(n, "doc", mode=n.pick(["full_cred", "title_full"]), with_lic=True)


def podiatry_routine(n):
    c = n.c
    n.set_site(n.pick(["clinic", "gp"]))
    n.t(n.pick(["PODIATRY TREATMENT RECORD", "Podiatry - Routine Nail & Callus Care", "Annual Diabetic Foot Review", "High-Risk Foot Review (Podiatry)", "Routine Foot Care Visit"]) + "\n")
    n.f("{h}", h=n.hosp())
    if n.chance(0.3):
        n.f(", {b}", b=["Room ", n.room()])
    n.t("\n")
    id_header(n)
    n.f("Appt: {d} {t}   Clinician: {w}\n", d=n.v_today, t=C.time(n), w=n.who("pod", n.pick(["full_cred", "title_full", "full"])))
    risk = {"US": ["Class findings: Q8 (absent PT/DP + advanced trophic changes)", "Q7 (non-traumatic amputation)", "Q9 (1 class B + 2 class C)"],
            "UK": ["Risk: HIGH (previous ulcer)", "Risk: MODERATE (LOPS)", "Risk: ACTIVE", "NICE increased risk"],
            "ZA": ["Risk: high (IWGDF 3)", "Risk: IWGDF 2", "Risk category 1 - low"]}[c]
    n.t(n.pick(risk) + "\n\n")
    n.t("S: %s\n" % n.pick(["Routine 9-weekly care. No new problems.", "Painful corn under L 2nd MT head.", "Ingrown L hallux nail, 5 days.", "Thick nails, cannot reach feet.", "Annual review."]))
    if n.chance(0.6):
        k = n.ri(0, 3)
        if k == 0:
            n.f("Works as a {p}, on feet most of the day.\n", p=n.profession())
        elif k == 1:
            n.f("{rf} usually cuts nails but is away in {co}.\n", rf=n.relf(["daughter", "son", "wife", "husband"], "first", cap=True), co=n.country_other())
        elif k == 2:
            n.f("Missed last appt ({d}) - {x}.\n", d=n.date(-n.ri(40, 80), kind=n.pick(["short", "full"])), x=n.pick(["in hospital", "no transport", ["was at ", n.city(), " for a funeral"], "forgot"]))
        else:
            n.f("Now living at {h}.\n", h=n.other_hosp([x for x in P.HOSPITALS[c] if "Care Home" in x or "Nursing" in x or "Frail" in x] or P.HOSPITALS[c]))
    n.t("O: %s %s\n" % (C.neuro(n), C.vasc(n)))
    n.t("Skin: %s. Nails: %s.\n" % (n.pick(["anhidrotic, heel fissures", "callus 1st/5th MTH with haemorrhage", "tinea pedis interdigital", "intact"]),
                                    n.pick(["onychauxic x10", "onychomycotic 1-5 bilat", "involuted L hallux", "normal"])))
    n.t("Footwear: %s.\n" % n.pick(["unsuitable slip-ons", "extra-depth shoes in good repair", "custom shoes worn 50% of time", "slippers only"]))
    n.t("\nTx: %s.\n" % "; ".join(n.r.sample(["nails reduced x10 (CPT 11721)", "callus debrided x2 (11056)", "corn enucleated", "partial nail avulsion with phenol 89% x3 applications",
                                            "emollient (urea 25%) advised", "felt padding applied", "offloading insole adjusted"], n.ri(2, 4))))
    n.t("Advice: daily inspection, moisturise (not between toes), check shoes before wearing.\n")
    if n.chance(0.4):
        pt_remark(n)
        n.t("\n")
    if n.chance(0.1):
        vehicle_line(n)
    followup(n)
    if n.chance(0.4):
        n.f("Next appt {d} ({w} weeks).\n", d=n.date(n.pick([42, 56, 63, 70]), kind=n.pick(["full", "short"])), w=n.pick(["6", "8", "9", "10"]))
    sig(n, "pod", mode=n.pick(["full_cred", "ig", "title_full"]), with_lic=n.chance(0.5))
