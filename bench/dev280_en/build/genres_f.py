"""Own genres: high-cost drug funding / prior-authorisation request, suspected adverse drug reaction report."""
from core import P, pick, chance, join
import phi
import pools_places as PL
import clinical as C
import clinical2 as C2
from case import header, signoff
from gutil import DT, DS, plus, minus, gp_word, staff, doc, fam_mention, audit_trail

FORM_TITLES = {
    "UK": ["NHS England High Cost Drugs - Blueteq Initial Application", "BLUETEQ: MS DMT INITIATION FORM (MS3)"],
    "US": ["PRIOR AUTHORIZATION REQUEST - SPECIALTY MEDICATION", "Medical Benefit Drug Prior Authorization Form"],
    "AU": ["PBS Authority Application - Written (Multiple Sclerosis)", "Online PBS Authorities - submission summary"],
    "CA": ["Exceptional Access Program (EAP) Request - MS DMT", "Special Authority Request - Neurology"],
    "IE": ["High Tech Drug Arrangement - Application", "HSE MS Drug Access Application"],
}


def funding_request(rng, n, cs):
    c = cs.country
    drug = cs.dmt
    info = C.DMTS[drug]
    if "NMOSD" in cs.ms_type or "MOGAD" in cs.ms_type or "CIS" in cs.ms_type:
        cs.ms_type = pick(rng, ["RRMS", "highly active RRMS", "active SPMS"])
    n.line(pick(rng, FORM_TITLES[c]))
    sub = cs.date
    ref = phi.idnum(rng, "funding")
    n.line("Reference: {r}    Submitted: {d} {t}", r=P(ref, "IDNUM"), d=DT(rng, cs, sub, pick(rng, ["full", "system"])), t=C.time(rng))
    if c == "US":
        n.line("TO: {ins} Pharmacy/Medical Review   FAX: {f}   PH: {p}", ins=P(cs.insurer, "ORGANIZATION"),
               f=P(phi.phone(rng, c), "FAX"), p=P(phi.phone(rng, c, tollfree=True), "PHONE"))
    n.nl()
    n.line("SECTION A - PATIENT")
    if c == "UK":
        n.line("NHS number: {x}   Initials: {i}   DOB: {d}   Gender: {s}", x=P(cs.nhs, "MRN"), i=P(cs.pt.initials(False), "PATIENT"),
               d=cs.dob_piece(rng), s=cs.pt.sex)
        n.line("Trust: {h}   Hospital no: {m}", h=P(cs.hosp, "HOSPITAL"), m=P(cs.mrn, "MRN"))
        n.line("GP practice: {g} ({pc})", g=P(cs.gp_practice, "HOSPITAL"), pc=P(cs.gp_place.zip, "ZIP"))
    else:
        n.line("Name: {p}   DOB: {d}   Sex: {s}", p=cs.pt.ref(pick(rng, ["LF", "lf", "full", "lf_mid"])), d=cs.dob_piece(rng), s=cs.pt.sex)
        n.line("Address: {a}", a=cs.addr.inline(rng))
        n.line("Phone: {p}", p=P(cs.phone_home, "PHONE"))
        if c == "US":
            n.line("Member ID: {m}   Group #: {g}   Plan: {ins}", m=P(cs.plan, "HEALTHPLAN"), g=P(cs.group, "HEALTHPLAN"),
                   ins=P(cs.insurer, "ORGANIZATION"))
            if chance(rng, 0.5):
                n.line("SSN (last 4 not accepted - full required by plan): {s}", s=P(cs.natid, "SSN"))
        elif c == "AU":
            n.line("Medicare no: {m}  IRN {i}   DVA: {d}", m=P(cs.plan, "HEALTHPLAN"), i=str(rng.randint(1, 5)),
                   d=(P("N%s%s" % (pick(rng, ["X", "V", "Q"]), phi.digits(rng, 6)), "HEALTHPLAN") if chance(rng, 0.2) else "N/A"))
        elif c == "CA":
            n.line("Health card: {m}   Private insurer: {ins} ID {x}", m=P(cs.plan, "HEALTHPLAN"),
                   ins=P(cs.insurer, "ORGANIZATION"), x=P(phi.healthplan(rng, "US"), "HEALTHPLAN"))
        else:
            n.line("PPSN: {s}   Medical card/LTI: {m}", s=P(cs.natid, "SSN"), m=P(cs.plan, "HEALTHPLAN"))
        n.line("Hospital MRN: {m}", m=P(cs.mrn, "MRN"))
    n.nl()
    n.line("SECTION B - PRESCRIBER")
    pr = cs.neuro
    n.line("Name: {p}   {lab}: {l}", p=pr.ref(pick(rng, ["dr_full", "full"])), lab=pr.lic_label, l=P(pr.lic, "LICENSE"))
    if c == "US" and chance(rng, 0.6):
        n.line("DEA: {d}   Tax ID: on file", d=P(phi.license_for(rng, c, "dea"), "LICENSE"))
    if c == "AU":
        n.line("Prescriber number: {x}", x=P(phi.digits(rng, 7, True), "LICENSE"))
    n.line("Practice/site: {h}, {a}", h=P(cs.hosp, "HOSPITAL"), a=cs.hosp_place.inline(rng))
    n.line("Phone: {p}   Fax: {f}   Contact: {k}", p=P(cs.hosp_phone, "PHONE"), f=P(cs.hosp_fax, "FAX"), k=staff(rng, cs.nurse))
    n.nl()
    n.line("SECTION C - DRUG & DIAGNOSIS")
    n.line("Requested: {b} ({g}) {d}".format(b=info["brand"], g=drug, d=info["dose"]))
    n.line("Diagnosis: {m}  ICD-10 G35{x}".format(m=cs.ms_type, x=pick(rng, ["", " (G35.0)", "; SNOMED 24700007", "; HCPCS J2350" if drug == "ocrelizumab" else ""])))
    if info["route"] == "IV":
        n.line("Site of care: {u}, {h} (hospital outpatient infusion)", u=P(cs.unit, "HOSPITAL"), h=P(cs.hosp, "HOSPITAL"))
    n.line("Date of diagnosis: {d}   EDSS: {e}", d=DT(rng, cs, cs.dx_date), e=pick(rng, ["2.0", "3.0", "3.5", "4.5", "5.5", "6.0"]))
    n.nl()
    n.line("SECTION D - CRITERIA")
    r1 = minus(sub, rng.randint(60, 300))
    r2 = minus(r1, rng.randint(60, 300))
    n.line("[x] Relapses in previous 24 months: 2 ({a}; {b})", a=DT(rng, cs, r1), b=DT(rng, cs, r2))
    n.line("[x] MRI activity: {m} on scan {d}", m=pick(rng, ["2 new T2 lesions", "1 Gd+ lesion", "new enhancing cord lesion"]),
           d=DT(rng, cs, minus(sub, rng.randint(15, 90))))
    n.line("[{x}] Failure of prior DMT", x=pick(rng, ["x", " ", "x"]))
    n.line("Prior therapies:")
    pd = minus(sub, rng.randint(800, 2500))
    n.line("  - {dr}: {a} to {b} ({why})", dr=C.drug_name(rng, cs.prev_dmt), a=DS(cs, pd, pick(rng, ["mm_yyyy", "mon_year", "num"])),
           b=DS(cs, plus(pd, rng.randint(300, 700)), pick(rng, ["mm_yyyy", "mon_year", "num"])),
           why=pick(rng, ["breakthrough relapse", "intolerance - flushing/GI", "lymphopenia grade 3", "ALT >3x ULN"]))
    if chance(rng, 0.5):
        n.line("  - interferon beta-1a (Avonex): {a} - {b}", a=DS(cs, minus(pd, 700), "year"), b=DS(cs, minus(pd, 60), "year"))
    n.line("Pregnancy status: {p}. JCV: {j}.", p=pick(rng, ["not pregnant, contraception in place", "N/A (male)", "negative hCG " ]),
           j=pick(rng, ["negative (index 0.14)", "positive (index 1.32)", "not tested"]))
    n.nl()
    n.line("Clinical summary: {a} {p} with {m}; {x}", a=phi.age_phrase(rng, cs.age, cs.pt.sex), p="patient",
           m=cs.ms_type, x=pick(rng, ["ongoing inflammatory activity despite first-line DMT.", "rapidly evolving severe disease.",
                                       "meets criteria for high-efficacy therapy.", "switching for safety reasons."]))
    n.nl()
    n.line("Declaration: I confirm the information is accurate.  Signature: {s}  Date: {d}", s=pr.ref(pick(rng, ["full", "f_last"])),
           d=DT(rng, cs, sub))
    n.line("Completed on behalf of prescriber by {u} (login {l})", u=staff(rng, cs.nurse), l=P(cs.nurse.username(rng), "USERNAME"))
    if chance(rng, 0.5):
        n.line("Outcome: APPROVED {d} - approval no. {a}, valid until {v}.", d=DT(rng, cs, plus(sub, rng.randint(1, 10))),
               a=P(phi.idnum(rng, "funding"), "IDNUM"), v=DT(rng, cs, plus(sub, 365)))
    else:
        n.line("Status: pending - portal {u}", u=P(phi.url(rng), "URL"))


REPORT_TITLES = {
    "UK": "Yellow Card - Suspected Adverse Drug Reaction (MHRA)",
    "US": "FDA MedWatch Form 3500 - Voluntary Report (summary)",
    "AU": "TGA Adverse Event Report - Medicines",
    "CA": "Canada Vigilance - Side Effect Reporting Form",
    "IE": "HPRA Human Medicines - Adverse Reaction Report",
}
EVENTS = [
    ("lymphopenia grade 3 (0.41 x10^9/L)", "non-serious", "recovering"),
    ("herpes zoster T6 dermatome", "non-serious", "recovered"),
    ("immune thrombocytopenia (plt 12) 14 months after course 1", "serious - hospitalisation", "recovering"),
    ("Graves' disease (TSH <0.01, TRAb positive)", "serious - medically significant", "not recovered"),
    ("infusion-related reaction grade 2 (urticaria, wheeze)", "non-serious", "recovered"),
    ("drug-induced liver injury, ALT 412 U/L", "serious - medically significant", "recovering"),
    ("macular oedema L eye on OCT", "serious - medically significant", "recovering"),
    ("symptomatic bradycardia 38 bpm after first dose", "serious - required intervention", "recovered"),
    ("PML (JCV DNA detected in CSF, 18 copies/mL)", "serious - life-threatening", "not recovered"),
    ("hypogammaglobulinaemia IgG 3.9 g/L with recurrent chest infections", "serious - hospitalisation", "recovering"),
    ("injection-site necrosis L thigh", "non-serious", "recovered with sequelae"),
    ("severe flushing with chest tightness", "non-serious", "recovered"),
]


def pv_report(rng, n, cs):
    c = cs.country
    drug = cs.dmt
    n.line(REPORT_TITLES[c])
    case_id = phi.idnum(rng, "case")
    n.line("Report ref: {r}   Local ref: {l}", r=P(case_id, "IDNUM"), l=P(phi.idnum(rng, "other"), "IDNUM"))
    rd = cs.date
    n.line("Date of report: {d}   Report type: {t}", d=DT(rng, cs, rd), t=pick(rng, ["initial", "initial", "follow-up #1"]))
    n.nl()
    n.line("PATIENT")
    n.line("Initials: {i}   Age: {a}   Sex: {s}   Weight: {w} kg   Local ID: {m}", i=P(cs.pt.initials(pick(rng, [True, False])), "PATIENT"),
           a=P(str(cs.age), "AGE"), s=cs.pt.sex, w=str(rng.randint(48, 112)), m=P(cs.mrn, "MRN"))
    if chance(rng, 0.4):
        n.line("Ethnicity: {e}. Country of birth: {co}.", e=pick(rng, ["White", "Black African", "South Asian", "Mixed", "not stated"]),
               co=P(pick(rng, PL.COUNTRIES), "COUNTRY"))
    n.nl()
    n.line("SUSPECT DRUG")
    info = C.DMTS[drug]
    start = minus(rd, rng.randint(40, 1200))
    n.line("{b} ({g}) {d}; route {r}".format(b=info["brand"], g=drug, d=info["dose"], r=info["route"]))
    n.line("Batch: {b}   Indication: {i}", b=pick(rng, ["unknown", "H%dB%02d" % (rng.randint(1000, 9999), rng.randint(1, 40)),
                                                         "%s%d" % (pick(rng, ["KX", "AB", "S"]), rng.randint(100000, 999999))]),
           i=cs.ms_type)
    n.line("Start date: {a}   Stop date: {b}", a=DT(rng, cs, start), b=(DT(rng, cs, minus(rd, rng.randint(0, 20))) if chance(rng, 0.5) else "ongoing"))
    n.line("Concomitant: " + ", ".join(rng.sample(["baclofen", "vitamin D", "sertraline", "solifenacin", "pregabalin", "COCP",
                                                   "omeprazole", "aciclovir prophylaxis", "none"], 2)))
    n.nl()
    ev, ser, out = pick(rng, EVENTS)
    onset = minus(rd, rng.randint(2, 60))
    n.line("REACTION")
    n.line("Description: {e}".format(e=ev))
    n.line("Onset: {d}   Seriousness: {s}   Outcome: {o}", d=DT(rng, cs, onset), s=ser, o=out)
    if "hospitalisation" in ser:
        n.line("Admitted to {h} {a} - {b}, ward {w}.", h=P(pick(rng, [cs.hosp, cs.hosp2]), "HOSPITAL"), a=DT(rng, cs, onset),
               b=DT(rng, cs, plus(onset, rng.randint(2, 12))), w=P("%s %s" % (pick(rng, PL.UNIT_NAMES), "Ward"), "HOSPITAL"))
    n.line("Narrative: {a} {s} on {b} since {d}. {x} Dechallenge: {dc}. Rechallenge: {rc}.",
           a=phi.age_phrase(rng, cs.age, cs.pt.sex), s="patient", b=info["brand"], d=DS(cs, start, pick(rng, ["month_year", "num", "mon_year"])),
           x=pick(rng, ["Reported by patient at routine review.", "Identified on monitoring bloods.", "Presented to " + {"UK": "A&E", "US": "the ED", "AU": "ED", "CA": "the ER", "IE": "ED"}[c] + "."]),
           dc=pick(rng, ["positive", "not applicable", "unknown"]), rc=pick(rng, ["not done", "not applicable"]))
    n.nl()
    n.line("REPORTER")
    n.line("Name: {r}   Profession: {p}", r=cs.nurse.ref(pick(rng, ["full", "lf_mixed"])), p="nurse")
    n.line("Organisation: {h}", h=P(cs.hosp, "HOSPITAL"))
    n.line("Address: {a}", a=cs.hosp_place.inline(rng))
    n.line("Email: {e}   Tel: {t}", e=P(cs.nurse.email(rng), "EMAIL"), t=P(cs.hosp_phone, "PHONE"))
    n.line("Also informed: {d} (treating neurologist); MAH medical information notified {dt}.", d=cs.neuro.ref(pick(rng, ["dr_full", "dr_last"])),
           dt=DT(rng, cs, plus(rd, 1)))
    if chance(rng, 0.5):
        n.line("Submitted online from {ip} by user {u}.", ip=P(phi.ip_private(rng), "IPADDR"), u=P(cs.nurse.username(rng), "USERNAME"))
    if chance(rng, 0.4):
        n.line("Acknowledgement: {u}", u=P(phi.url(rng), "URL"))
