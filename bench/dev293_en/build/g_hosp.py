"""Genres (own choice): sleep clinic driving clearance letter; hospital
discharge summary with driving advice."""

from core import Doc, P, add_days, cap
import entities as E
import clinical as CL
import render as R
import pools as PL


def gen_sleep(rng, country):
    c = E.mk_ctx(rng, country, age_range=(27, 79))
    d = Doc()
    D = c.D
    commercial = rng.random() < 0.45
    if commercial:
        c.profession = rng.choice(["HGV driver", "bus driver", "long-haul truck driver", "coach driver", "taxi driver",
                                   "delivery driver", "tanker driver", "school bus driver"])
    centre_name = E.named(rng, PL.SLEEP_FORMS, country) if rng.random() < 0.5 else c.hosp
    site = E.Clinic(rng, country, centre_name, region=c.addr.region_key)
    d.line(P(site.name, "HOSPITAL"))
    if centre_name == c.hosp:
        d.line(rng.choice(["Respiratory Sleep Service", "Sleep Disorders Unit", "Department of Respiratory Medicine"]))
    E.addr_block(d, rng, site.addr)
    d.line("Tel: ", P(site.phone, "PHONE"), "   Fax: ", P(site.fax, "FAX"))
    if rng.random() < 0.4:
        d.line(P(site.email, "EMAIL"))
    d.nl()
    d.fl("Clinic date: {a}    Typed: {b}", a=P(D(c.visit), "DATE"), b=P(D.alt(add_days(c.visit, rng.randint(1, 6))), "DATE"))
    d.nl()
    to_gp = rng.random() < 0.7
    if to_gp:
        d.line(R.dr(c, c.gp, rng.choice(["dr_full", "dr_fml"])))
        d.line(P(c.practice.name, "HOSPITAL"))
        E.addr_block(d, rng, c.practice.addr)
    else:
        d.line(R.pt_name(c, "title_full"))
        E.addr_block(d, rng, c.addr)
    d.nl()
    d.fl("Dear {n},", n=R.dr(c, c.gp, "dr_last") if to_gp else R.pt_name(c, "title_last"))
    d.nl()
    d.fl("Re: {n}  {dl} {dob}  {ids}", n=R.pt_name(c, rng.choice(["full", "upper", "fml"])), dl=R.dob_label(c),
         dob=P(D(c.dob), "DATE"), ids=[[lab, " ", P(v, t), "  "] for lab, v, t in R.id_fields(c, 1)])
    d.line(E.addr_inline(rng, c.addr))
    d.nl()
    d.line("Diagnosis:")
    ahi = rng.randint(16, 78)
    d.line("1. ", "Severe" if ahi >= 30 else "Moderate", " obstructive sleep apnoea",
           rng.choice(["", " (G47.33)"]), " - AHI ", str(ahi), "/h, ODI ", str(max(5, ahi - rng.randint(2, 10))), "/h")
    d.line("2. ", rng.choice(["Obesity, BMI %d" % rng.randint(31, 45), "Hypertension", "Type 2 diabetes", "Hypothyroidism (treated)",
                              "Depression"]))
    d.nl()
    study = add_days(c.visit, -rng.randint(120, 400))
    start = add_days(study, rng.randint(14, 60))
    d.fl("{pt} had a {st} on {dt} which confirmed {sev} OSA with a nadir SpO2 of {sp}%. Epworth score at diagnosis was "
         "{e1}/24. CPAP was started on {dt2}.",
         pt=R.pt_name(c, rng.choice(["title_last", "first", "title_last"])),
         st=rng.choice(["home respiratory polygraphy", "full polysomnography", "type 3 home sleep apnea test",
                        "limited-channel sleep study"]),
         dt=P(D(study), "DATE"), sev="severe" if ahi >= 30 else "moderate", sp=str(rng.randint(68, 86)),
         e1=str(rng.randint(11, 21)), dt2=P(D(start) if rng.random() < 0.6 else D.my(start), "DATE"))
    model = rng.choice(CL.DEVICE_MODELS["osa"])
    d.line("Compliance download (", model, ", serial ", P(CL.device_serial(rng), "DEVICE"), "):")
    d.fl("  Period {a} to {b}: used on {n}% of nights, {g}% of nights >= 4 h, mean {h} h/night; "
         "residual AHI {r}/h; 95th centile leak {l} L/min; 95th centile pressure {p} cmH2O.",
         a=P(D(max(add_days(c.visit, -90), add_days(start, 1))), "DATE"), b=P(D(add_days(c.visit, -1)), "DATE"), n=str(rng.randint(82, 100)),
         g=str(rng.randint(70, 98)), h="%d.%d" % (rng.randint(4, 8), rng.randint(0, 9)), r="%d.%d" % (rng.randint(0, 5), rng.randint(0, 9)),
         l=str(rng.randint(4, 28)), p="%d.%d" % (rng.randint(8, 14), rng.randint(0, 9)))
    if rng.random() < 0.4:
        d.line("  Data received remotely via modem; portal account ", P("%s%s" % (c.pt.last[:4].lower(), E.digits(rng, 4)), "USERNAME"),
               ".")
    d.fl("Epworth today {e}/24. {s}", e=str(rng.randint(2, 9)),
         s=rng.choice(["No sleepiness while driving.", "Feels transformed; no longer needs afternoon naps.",
                       "Some residual tiredness on early shifts.", "Partner reports snoring has stopped."]))
    d.nl()
    d.line(rng.choice(["Driving", "DRIVING", "Fitness to drive"]))
    if commercial:
        d.fl("{pr} works as {job}{emp}.", pr="He" if c.pt.sex == "M" else "She", job=R.job(E.working(c), art=True),
             emp=rng.choice(["", [" for ", P(c.employer, "ORGANIZATION")]]))
        d.fl("For vocational drivers the guidance is: {g}. On the basis of the above compliance and symptom control I "
             "am happy to confirm that {pr} {v}.", g=CL.advice_text(c, "osa", 2), pr="he" if c.pt.sex == "M" else "she",
             v=rng.choice(["may return to work driving", "meets the standard for commercial driving",
                           "can be certified for one year subject to continued compliance"]))
    else:
        d.fl("Guidance: {g}. {pr} has been advised {v}.", g=CL.advice_text(c, "osa", 1), pr="He" if c.pt.sex == "M" else "She",
             v=rng.choice(["that it is safe to drive now symptoms are controlled", "to continue not to drive until the next download",
                           "never to drive when sleepy and to stop and rest if tired"]))
    if rng.random() < 0.5:
        d.fl("A copy of this letter can be given to {w}.", w=rng.choice([["the licensing authority"], ["the employer, ", P(c.employer, "ORGANIZATION")],
                                                                          ["the occupational health provider"]]))
    d.fl("Next review: {dt} ({m}).", dt=P(D.my(add_days(c.visit, rng.choice([180, 365]))), "DATE"),
         m=rng.choice(["telephone clinic", "remote download", "face to face", "physiologist-led clinic"]))
    d.nl()
    R.signature(d, c, c.cons, "doc:" + rng.choice(["Consultant Respiratory Physician", "Sleep Physician",
                                                   "Consultant in Respiratory and Sleep Medicine", "Respiratory Physician"]),
                sign_off=rng.choice(["Yours sincerely,", "With kind regards,", "Best wishes,"]))
    if rng.random() < 0.5:
        d.line("cc: ", R.pt_name(c, "title_full"), rng.choice(["", [", ", P(c.addr.town, "CITY")]]))
    return d, c, {"genre": "sleep_clinic_driving_letter", "country": country}


DISCH = ["first_seizure", "stroke", "tia", "syncope", "icd", "diabetes", "tbi", "alcohol", "epilepsy"]
ADMIT_DX = {"first_seizure": "First generalised seizure", "stroke": "Acute ischaemic stroke", "tia": "TIA",
            "syncope": "Syncope - complete heart block, dual-chamber pacemaker inserted",
            "icd": "VT storm - ICD implanted (secondary prevention)", "diabetes": "Severe hypoglycaemia",
            "tbi": "Traumatic subdural haematoma after fall", "alcohol": "Alcohol withdrawal seizure",
            "epilepsy": "Breakthrough seizures, medication non-adherence"}


def gen_discharge(rng, country):
    key = rng.choice(DISCH)
    c = E.mk_ctx(rng, country, age_range=(18, 95))
    d = Doc()
    D = c.D
    cond = CL.CONDITIONS[key]
    adm = add_days(c.visit, -rng.randint(1, 14))
    ward = rng.choice(PL.WARDS)
    d.line(P(c.hosp.upper() if rng.random() < 0.4 else c.hosp, "HOSPITAL"))
    d.line(rng.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "Electronic Discharge Summary",
                       "TRANSFER OF CARE / DISCHARGE SUMMARY"]))
    d.nl()
    R.demo_block(d, c, style=rng.choice(["colon", "inline"]), fields=rng.choice([("name", "dob", "ids", "addr"),
                                                                              ("name", "dob", "sex", "ids", "gp"),
                                                                              ("name", "dob", "addr", "ids", "phone")]),
                 name_labels=["Patient", "Name", "Patient name", "PATIENT"])
    d.fl("Admitted: {a}   Discharged: {b}   Ward: {w}{bed}", a=P(D(adm), "DATE"), b=P(D(c.visit), "DATE"), w=P(ward, "HOSPITAL"),
         bed=rng.choice(["", ["  Bed ", P(str(rng.randint(1, 28)), "LOCATION_OTHER")],
                         ["  Bay ", P("%d" % rng.randint(1, 6), "LOCATION_OTHER"), " bed ", P(str(rng.randint(1, 6)), "LOCATION_OTHER")],
                         ["  Room ", P("%d%s" % (rng.randint(1, 6), rng.choice(["01", "12", "14", "22", "08"])), "LOCATION_OTHER")]]))
    d.line("Consultant: ", R.dr(c, c.cons, rng.choice(["dr_full", "dr_last"])), "   Specialty: ",
           {"first_seizure": "Acute Medicine", "stroke": "Stroke Medicine", "tia": "Stroke Medicine", "syncope": "Cardiology",
            "icd": "Cardiology", "diabetes": "Diabetes & Endocrinology", "tbi": "Neurosurgery", "alcohol": "General Medicine",
            "epilepsy": "Neurology"}[key])
    d.line(rng.choice(["Visit / spell no.: ", "Spell no: ", "Encounter: "]),
           P(rng.choice(["SP", "V", "ENC"]) + E.digits(rng, rng.choice([7, 8, 9])), "ACCOUNT"))
    d.nl()
    d.line("Primary diagnosis: ", ADMIT_DX[key])
    d.line("Secondary: ", rng.choice(["Hypertension", "Type 2 diabetes", "AF", "CKD stage 3a", "Depression", "COPD", "nil"]))
    d.nl()
    d.line(rng.choice(["Presentation and course", "CLINICAL SUMMARY", "Hospital course"]))
    d.fl("{pt} presented on {dt} with {ev}{w}. {t1}. {t2}. {c}",
         pt=R.age(c) + [" ", "man" if c.pt.sex == "M" else "woman"] if rng.random() < 0.5 else R.pt_name(c, "title_last"),
         dt=P(D.wk(adm) if rng.random() < 0.4 else D(adm), "DATE"), ev=cond["event"],
         w=rng.choice(["", [" witnessed by ", "his" if c.pt.sex == "M" else "her", " ", c.rel, " ", R.fam(c, "first")[0]],
                       [" at work (", P(c.employer, "ORGANIZATION"), ")"] if c.age < 66 else ""]),
         t1=cap(rng.choice(cond["tests"])), t2=cap(rng.choice(cond["tests"])),
         c=rng.choice(["Made an uneventful recovery.", "Reviewed by the specialist team on day 2.",
                       "Physiotherapy and OT assessments completed; independent on the ward.",
                       "Observed on telemetry for 48 h without further events."]))
    if key in ("icd", "syncope"):
        d.line("Device: ", rng.choice(CL.DEVICE_MODELS["icd"] if key == "icd" else ["Medtronic Azure XT DR", "Abbott Assurity MRI",
                                                                                  "Biotronik Edora 8 DR-T"]),
               ", serial number ", P(CL.device_serial(rng), "DEVICE"), "; implanted ", P(D.alt(add_days(adm, rng.randint(1, 3))), "DATE"),
               " by ", R.dr(c, E.mk_person(rng), "dr_last"))
    d.nl()
    d.line(rng.choice(["Medications on discharge", "DISCHARGE MEDICATION", "TTO"]))
    meds = rng.sample(cond["meds"], min(len(cond["meds"]), rng.randint(1, 3))) + rng.sample(CL.OTHER_DRUGS, rng.randint(0, 3))
    for m in meds:
        d.line("  ", m, rng.choice(["", "  (new)", "  (unchanged)", "  (dose changed)"]))
    d.nl()
    d.line(rng.choice(["DRIVING ADVICE", "Driving", "Advice given to patient - DRIVING"]))
    grp2 = rng.random() < 0.25
    adv = CL.advice_text(c, key, 2 if grp2 else 1)
    if key == "syncope":
        adv = "1 week off driving after pacemaker implantation" if not grp2 else "6 weeks off vocational driving after pacemaker implantation"
    d.fl("The patient has been advised not to drive: {g}.", g=adv)
    if grp2:
        d.fl("Holds a vocational licence ({job}); {g1}.", job=P(rng.choice(["HGV driver", "bus driver", "truck driver", "taxi driver"]), "PROFESSION"),
             g1=rng.choice(["advised to inform employer", "advised of Group 2 rules", "commercial licence suspended pending review"]))
    d.line(rng.choice(["It is the patient's responsibility to inform the licensing authority and insurer.",
                       "Patient informed of the legal duty to notify the licensing authority.",
                       "Verbal and written advice given (leaflet)."]))
    if rng.random() < 0.5:
        d.fl("Advice witnessed by {rel} {f}.", rel=c.rel, f=R.fam(c, rng.choice(["full", "first"])))
    d.nl()
    d.line("Follow-up")
    d.fl("- {cl} on {dt}", cl={"first_seizure": "First seizure clinic", "stroke": "Stroke clinic", "tia": "TIA clinic",
                               "syncope": "Pacing clinic (wound check)", "icd": "Device clinic", "diabetes": "Diabetes clinic",
                               "tbi": "Neurosurgery outpatients", "alcohol": "Alcohol liaison service",
                               "epilepsy": "Epilepsy nurse clinic"}[key], dt=P(D(add_days(c.visit, rng.randint(14, 90))), "DATE"))
    d.line("- GP: ", rng.choice(["please review BP in 2 weeks", "please check U&E in 1 week",
                                 "please reinforce driving advice", "no actions"]))
    d.nl()
    jr = E.mk_person(rng)
    d.fl("Completed by: {n}{r}, bleep {b}   {dt} {tm}", n=R.dr(c, jr, rng.choice(["dr_full", "dr_init"])),
         r=rng.choice([" (FY1)", " (SHO)", " (Registrar)", " (Intern)", " (Resident)"]), b=P(E.bleep(rng), "PHONE"),
         dt=P(D.alt(c.visit), "DATE"), tm="%02d:%02d" % (rng.randint(9, 20), rng.randint(0, 59)))
    if rng.random() < 0.5:
        d.line("Sent electronically to ", R.dr(c, c.gp, "dr_full"), ", ", P(c.practice.name, "HOSPITAL"),
               rng.choice(["", [" (", P(c.practice.email, "EMAIL"), ")"]]))
    return d, c, {"genre": "discharge_summary_driving_advice", "country": country}
