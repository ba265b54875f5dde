"""Genre: complaint and incident record."""
import datetime as dt

import pools as PL
import phi
import case as CS
import clinical as CL
from textutil import Doc, P
from common import (D, H, ptn, drn, gpn, famn, addr, age, job, letterhead, pt_header, sign, mod_word, rel_ref, pron, cap,
                    job_phrase, job_np, money, fam_age, an, MOD_NOUN)

REGULATOR = {"US": "the state board", "UK": "the GCC/GOsC as applicable", "AU": "AHPRA", "CA": "the provincial college", "NZ": "the HDC"}


LEARN = {
    "burn": ("Lamp switched off, area cooled under running water for 20 min, non-adherent dressing applied.",
             "lamp distance not measured; timer not reset after previous patient; practitioner left room to take a call.",
             "heat-lamp protocol re-issued with distance gauge; timers reset between patients"),
    "needle": ("Patient reassured by phone; advised safe disposal in a rigid container; offered review.",
               "ear points not included in the count sheet; count done from memory.",
               "count sheet revised to include auricular points; two-stage count before patient dresses"),
    "faint": ("Needles removed, patient supine with legs raised, water and a biscuit given, monitored 30 min.",
              "first treatment given seated; patient had skipped lunch; history of fainting at blood tests not elicited.",
              "first treatments to be given lying down; pre-treatment food/fluid question added to the checklist"),
    "rib": ("Written acknowledgement sent within 2 working days; records secured.",
            "osteopenia recorded on intake form but not transferred to the treatment plan; consent did not mention fracture risk specifically.",
            "intake red-flag fields now mandatory in the treatment plan; consent form updated"),
    "fall": ("Patient assisted to a chair, ice applied, observed 20 min, able to walk unaided.",
             "table not lowered fully; step stool placed on a rug.",
             "rug removed; staff reminded to lower table before patient dismounts"),
    "bruise": ("Apology given; ice/arnica advice; offered GP review.",
               "anticoagulant on intake form not flagged in the session template.",
               "medication alerts added to the session banner"),
    "herb": ("Formula stopped; antihistamine advice; GP informed.",
             "no previous exposure to Asteraceae recorded; allergy history incomplete.",
             "allergy question on the dispensing checklist expanded to plant families"),
    "oil": ("Oil removed with unscented cleanser; patient observed 30 min; no airway symptoms.",
            "allergy alert not displayed on the room tablet; oils stored unlabelled.",
            "all oils relabelled; nut-free oil set as default"),
    "privacy": ("Recall attempted; recipient asked to delete; patient informed the same day.",
                "software autocomplete of external addresses; no second check before sending.",
                "autocomplete disabled for external addresses; reports to insurers sent via secure portal only"),
    "billing": ("Duplicate charge refunded the same day; apology given.",
                "payment terminal retried after a network drop-out without checking the first transaction.",
                "staff to check the terminal log before re-processing any payment"),
    "carpark": ("Photos taken; patient given incident details for insurance.",
                "A-frame sign not weighted; left out in forecast high winds.",
                "sign to be brought in when wind warnings are issued"),
}


def _scenario(rng, c):
    m = c.modality
    opts = ["privacy", "billing", "carpark", "oil"]
    if m == "acup":
        opts += ["burn", "needle", "faint", "faint"]
    elif m in ("chiro", "osteo"):
        opts += ["rib", "fall", "burn"]
    elif m == "massage":
        opts += ["fall", "oil", "bruise"]
    else:
        opts += ["herb", "herb"]
    return rng.choice(opts)


def complaint_incident(rng, country):
    mod = rng.choice(["chiro", "osteo", "acup", "acup", "massage", "naturo"])
    c = CS.make_case(rng, country, mod)
    s, o, ps = pron(c)
    sc = _scenario(rng, c)
    d = c.visits[min(len(c.visits) - 1, rng.randint(1, 4))]
    doc = Doc()
    letterhead(doc, rng, c, style=rng.choice(["caps", "plain", "oneline"]))
    kind = {"privacy": "Privacy incident / complaint", "billing": "Complaint - billing", "carpark": "Incident - property damage",
            "oil": "Adverse event - skin reaction", "burn": "Adverse event - burn", "needle": "Adverse event - retained needle",
            "faint": "Adverse event - vasovagal episode", "rib": "Complaint - post-treatment injury", "fall": "Incident - patient fall",
            "bruise": "Complaint - bruising", "herb": "Adverse event - suspected herbal reaction"}[sc]
    doc.ln(rng.choice(["INCIDENT AND COMPLAINT REPORT", "Complaint & Incident Record", "CLINICAL INCIDENT FORM"]))
    ref = CS.idnum(rng, "complaint") if sc in ("billing", "rib", "bruise", "privacy") else \
        rng.choice(["IR-%d-%03d" % (d.year, rng.randint(1, 400)), "INC%s" % phi.digits(rng, 5)])
    doc.ln("Reference: {IDNUM:r}   Category: %s" % kind, r=ref)
    rep = d + dt.timedelta(days=rng.randint(0, 5))
    doc.ln("Date of incident: {a}  %d:%02d     Date reported: {b}" % (rng.randint(8, 19), rng.randint(0, 59)), a=D(rng, c, d, ["num", "long", "dmon"]),
           b=D(rng, c, rep, ["num", "long", "dmon"]))
    loc = {"carpark": ["rear car park, bay ", P("LOCATION_OTHER", str(rng.randint(1, 14)))],
           "billing": ["reception / by email"], "privacy": ["reception / email"],
           "fall": ["treatment room ", P("LOCATION_OTHER", c.room)]}.get(sc, ["treatment room ", P("LOCATION_OTHER", c.room)])
    doc.ln("Location: {l}, {h}", l=loc, h=H(c.clinic.name))
    doc.nl()
    doc.ln("PERSONS INVOLVED")
    doc.ln("Patient: {n}   DOB: {d}   File no.: {MRN:m}   Ph: {PHONE:p}", n=ptn(rng, c, ["full", "LF"]), d=D(rng, c, c.pt.dob, ["num"]), m=c.mrn, p=c.mobile)
    doc.ln("Practitioner: {p}", p=phi.nm(c.prac, "cred", "DOCTOR", rng, country))
    wit = rng.choice([c.recep, c.prac2])
    doc.ln("Witness: {w} ({r})", w=phi.nm(wit, "full", "DOCTOR", rng, country), r=wit.role)
    doc.nl()
    doc.ln("DESCRIPTION")
    if sc == "burn":
        sn = CS.device_sn(rng, "lamp")
        doc.ln("During {m} the patient received heat from a ThermaLux IR-200 infrared lamp (asset tag {DEVICE:sn}) positioned over the lumbar region. "
               "At removal after about 20 minutes a %d x %d cm area of erythema with two small blisters was noted. The lamp timer was found set to 30 min and the "
               "distance to be about 20 cm (protocol 30-40 cm)." % (rng.randint(2, 5), rng.randint(2, 4)), m=MOD_NOUN[mod], sn=sn)
        doc.ln("The lamp was tagged out of service and sent for electrical testing (service job {IDNUM:j}).", j="SJ-%s" % phi.digits(rng, 5))
    elif sc == "needle":
        doc.ln("On {d} the patient telephoned to report finding an acupuncture needle in {p} %s at home that evening. The needle count recorded "
               "as 14 in / 14 out. Review of the record suggests an ear point (Shen Men) was not included in the count." % rng.choice(["hair", "sock", "clothing"]),
               d=D(rng, c, d, ["wd", "daymonth"]), p=ps)
        doc.ln("No injury. Patient was upset and asked that {r} be informed; {x} called the clinic on {PHONE:t}.", r=rel_ref(rng, c), x="she" if c.ec.sex == "F" else "he",
               t=c.ec_phone)
    elif sc == "faint":
        doc.ln("Approx. 6 minutes after needle insertion (first treatment, seated) the patient became pale, sweaty and briefly unresponsive "
               "(< 10 s). Needles removed, patient laid supine with legs elevated. BP %d/%d mmHg, HR %d bpm, recovering to %d/%d after 10 min. "
               "Blood glucose not measured. No injury." % (rng.randint(78, 92), rng.randint(45, 58), rng.randint(44, 52), rng.randint(108, 124), rng.randint(68, 80)))
        doc.ln("Patient collected by {r} at %d:%02d; advised not to drive." % (rng.randint(10, 18), rng.randint(0, 59)), r=rel_ref(rng, c))
    elif sc == "rib":
        doc.ln("Letter of complaint received from the patient (summarised): following thoracic HVLA on {d}, {s} developed sharp R-sided chest wall pain. "
               "{S} attended {h} on {e}, where X-ray showed an undisplaced fracture of the R %s rib. {S} is unhappy that osteopenia on the "
               "intake form was not discussed." % rng.choice(["5th", "6th", "7th"]),
               d=D(rng, c, d, ["daymonth", "num"]), s=s, S=cap(s), h=H(c.hospital), e=D(rng, c, d + dt.timedelta(days=2), ["wd", "daymonth"]))
        doc.ln("The patient's solicitor, {l} of {ORGANIZATION:f}, has requested a copy of the clinical records.",
               l=phi.nm(phi.make_person(rng, country, ref=d), rng.choice(["full", "titlefull"]), "FAMILY", rng, country), f=rng.choice(PL.LAW_FIRMS))
    elif sc == "fall":
        doc.ln("While getting off the Hi-Lo table (serial {DEVICE:sn}) the patient lost footing on the step and fell onto the L hip. "
               "The table had not been lowered to its minimum height. Patient able to weight-bear; ice applied; no bony tenderness.", sn=CS.device_sn(rng, "table"))
        doc.ln("Follow-up phone call on {d}: bruising only; GP ({g}) seen, no imaging required.", d=D(rng, c, d + dt.timedelta(days=1), ["wd", "daymonth"]), g=gpn(rng, c))
    elif sc == "bruise":
        doc.ln("Patient complained of extensive bruising over both calves after deep tissue massage on {d}. Patient takes apixaban, which was recorded on the "
               "intake form but not flagged in the session note.", d=D(rng, c, d, ["daymonth", "num"]))
    elif sc == "herb":
        doc.ln("Patient reported itchy urticarial rash on the forearms 2 days after starting a liquid herbal formula (containing Echinacea purpurea 1:2). "
               "Advised to stop; seen by {g} on {d} who prescribed cetirizine 10 mg.", g=gpn(rng, c), d=D(rng, c, d + dt.timedelta(days=3), ["wd", "daymonth", "num"]))
        doc.ln("Adverse reaction reported to the national pharmacovigilance scheme (report {IDNUM:r}).", r="AR-%s" % phi.digits(rng, 6))
    elif sc == "oil":
        doc.ln("Within 15 minutes of massage with sweet almond oil the patient developed a red, itchy rash on the upper back. Patient has a tree-nut allergy "
               "recorded in {p} file ({MRN:m}) but the oil was not checked. No respiratory symptoms; antihistamine taken (own supply).", p=ps, m=c.mrn)
    elif sc == "privacy":
        wrong = "%s@%s" % (phi.slugify(rng.choice(PL.FIRST_F + PL.FIRST_M)).replace("-", ""), rng.choice(phi.DOMAINS))
        doc.ln("A treatment report intended for the patient's insurer ({ORGANIZATION:i}) was emailed in error to {EMAIL:w}, a similarly named address "
               "autocompleted by the practice software (sent by user {USERNAME:u}). The report contained name, DOB, claim number {IDNUM:cl} and diagnosis.",
               i=c.insurer, w=wrong, u=c.recep.user, cl=CS.claim_no(rng, country))
        doc.ln("Recall requested at %d:%02d; recipient confirmed deletion by reply on {d}." % (rng.randint(9, 17), rng.randint(0, 59)),
               d=D(rng, c, rep, ["wd", "daymonth", "num"]))
        if rng.random() < 0.6:
            doc.ln("Door access log reviewed: after-hours entry on {d} at 19:%02d by staff fingerprint ID {BIOID:b} (practice manager) - not related." % rng.randint(0, 59),
                   d=D(rng, c, d, ["num", "dm"]), b=CS.bioid(rng))
    elif sc == "billing":
        doc.ln("Patient complained by email ({EMAIL:e}) that {s} was charged %s twice for the appointment on {d} (invoices {ACCOUNT:a} and {ACCOUNT:b}); "
               "card statement supplied." % money(rng, c, 60, 140), e=c.email, s=s, d=D(rng, c, d, ["daymonth", "num"]), a=CS.invoice(rng), b=CS.invoice(rng))
        doc.ln("Payment terminal log confirmed a duplicate transaction after a network drop-out (terminal IP {IPADDR:ip}).", ip=phi.private_ip(rng))
    else:  # carpark
        doc.ln("The patient reported that {p} car ({m}, registration {VEHICLE:v}) was scratched by the clinic's A-frame sign, blown over in high wind, "
               "while parked in the rear car park during {p} appointment.", p=ps, m=rng.choice(["blue hatchback", "grey SUV", "white sedan", "red ute"]),
               v=CS.plate(rng, country))
        doc.ln("CCTV (camera 2) reviewed by {n}; footage retained. Photos taken. Neighbouring tenant at {b} notified.",
               n=phi.nm(c.manager, rng.choice(["full", "first"]), "DOCTOR", rng, country), b=phi.building_piece(rng.choice(PL.BUILDINGS)))
    doc.nl()
    imm, fac, act = LEARN[sc]
    doc.ln("IMMEDIATE ACTION")
    doc.ln(imm)
    doc.ln("Open disclosure conversation with the patient by {n} on {d}.", n=phi.nm(c.manager, rng.choice(["full", "titlefull"]), "DOCTOR", rng, country),
           d=D(rng, c, rep + dt.timedelta(days=rng.randint(0, 3)), ["num", "daymonth", "wdshort"]))
    doc.nl()
    doc.ln("NOTIFICATIONS")
    gk = rng.randint(0, 2) if sc not in ("carpark", "billing", "privacy") else 2
    if gk == 0:
        doc.ln("GP informed: yes - letter faxed to {g} ({FAX:f})", g=gpn(rng, c), f=c.gp.practice.fax)
    elif gk == 1:
        doc.ln("GP informed: yes - phoned {g} at {h} ({PHONE:p})", g=gpn(rng, c), h=H(c.gp.practice.name), p=c.gp.practice.phone)
    else:
        doc.ln("GP informed: not required")
    doc.ln("Professional indemnity insurer ({ORGANIZATION:i}) notified: %s" % rng.choice(["yes", "no", "yes - policy holder notification"]),
           i=rng.choice(["Quillfeather Indemnity", "Arbor Professional Cover", "Halcyon Practitioner Insurance"]))
    if sc in ("carpark", "billing"):
        doc.ln("Regulator: not required")
    elif sc == "privacy":
        doc.ln("Regulator: privacy breach assessed as not likely to cause serious harm - not notifiable; decision recorded.")
    else:
        doc.ln("Regulator: %s" % rng.choice(["not required", "notification considered - not required", "self-report lodged with %s" % REGULATOR[country]]))
    doc.nl()
    doc.ln("ANALYSIS AND LEARNING")
    doc.ln("Contributing factors: " + fac)
    doc.ln("Actions: " + act + "; review due {d}.",
           d=D(rng, c, rep + dt.timedelta(days=rng.choice([30, 60, 90])), ["num", "my", "long"]))
    doc.nl()
    doc.ln("OUTCOME")
    doc.ln("Patient {x}. Complaint closed {d}.", x=rng.choice(["satisfied with the response", "accepted apology and refund of %s" % money(rng, c),
                                                                "has transferred care to another clinic", "continues treatment with another practitioner"]),
           d=D(rng, c, rep + dt.timedelta(days=rng.randint(7, 40)), ["num", "long"]))
    doc.nl()
    doc.ln("Completed by: {a}   Reviewed by: {b} ({r})", a=phi.nm(c.prac, rng.choice(["full", "ilast"]), "DOCTOR", rng, country),
           b=phi.nm(c.manager, "full", "DOCTOR", rng, country), r=c.manager.role)
    return doc, c
