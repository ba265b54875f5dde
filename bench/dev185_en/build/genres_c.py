"""Genres: hearing/respiratory surveillance, drug & alcohol chain-of-custody, fitness-for-duty letter."""
import datetime as dt

import pools as P
from common import (pick, write_addr, idnum, license_no, email, username, ipaddr, url, digits, account, fmt_time,
                    device_sn, bioid, fmt_date, plate)
from blocks import (letterhead, sign_doc, sign_other, pt_block, age_phrase, wt, NURSE_CRED, PT_CRED)

FREQS = [500, 1000, 2000, 3000, 4000, 6000, 8000]


def audio_row(rng, base, shift):
    out = []
    for i, f in enumerate(FREQS):
        v = base[i] + (shift if f in (3000, 4000, 6000) else rng.randrange(-5, 6))
        out.append(max(-5, min(90, int(round(v / 5.0)) * 5)))
    return out


# ------------------------------------------------------------------ surveillance
def surveillance(rng, c, n):
    tech, rev = c.person(), c.person()
    td = c.base
    bd = td - dt.timedelta(days=365 * rng.randrange(1, 9) + rng.randrange(0, 200))
    site = pick(rng, [c.clinic] + P.HEARING)
    if rng.random() < 0.6:
        letterhead(n, c, site, fax=rng.random() < 0.5)
    else:
        n.f("{s:HOSPITAL} - mobile testing unit, on site at {emp:ORGANIZATION}\n", s=site, emp=c.emp)
    kind = rng.randrange(3)
    std = {"US": "OSHA 29 CFR 1910.95 / 1910.134", "CA": "CSA Z94.2 / Z94.4", "AU": "AS/NZS 1269.4 / AS/NZS 1715"}[c.country]
    n.t("\n" + ["HEARING CONSERVATION - PERIODIC AUDIOGRAM", "RESPIRATORY PROTECTION MEDICAL SURVEILLANCE",
                "HEALTH SURVEILLANCE RECORD: NOISE & RESPIRATORY HAZARDS"][kind] + "   (" + std + ")\n\n")
    n.f("Employee: {nm:PATIENT}   Emp ID: {ei:IDNUM}   DOB: {dob:DATE}   Age: {ag:AGE}\n",
        nm=c.pt.form(rng, ("LF", "full", "lf")), ei=idnum(rng, "emp"), dob=c.d(c.dob), ag=c.age)
    if rng.random() < 0.5:
        n.f("Clinic chart: {mr:MRN}   ", mr=c.mrn)
    n.f("Company: {emp:ORGANIZATION}   Site: {ci:CITY}   Dept/SEG: {seg}\n", emp=c.emp, ci=c.emp_addr["city"],
        seg=pick(rng, ["Fabrication", "Crusher", "Boilerhouse", "Packing line", "Maintenance", "Underground", "Kiln"]))
    n.f("Job title: {job:PROFESSION}\n", job=c.job)
    n.f("Test date: {d:DATE} {tm}   Reason: {r}\n", d=c.d(td), tm=fmt_time(rng), r=pick(rng, ["annual", "periodic", "exit", "post-STS retest", "baseline"]))
    if kind != 1:
        base = [rng.randrange(0, 25) for _ in FREQS]
        for i in range(3, 6):
            base[i] += rng.randrange(5, 30)
        shift = rng.randrange(0, 20)
        n.f("Baseline audiogram: {b:DATE}   Quiet period: {q} h   HPD worn: {hp}\n", b=c.d(bd), q=rng.randrange(10, 16),
            hp=pick(rng, ["foam plugs (NRR 29)", "earmuffs Class 5", "custom moulded plugs", "dual protection"]))
        n.f("Audiometer: {m}, SN {sn:DEVICE}   Booth {bo:LOCATION_OTHER}   Bio-cal: pass\n",
            m=pick(rng, ["Interacoustics AD226", "Benson CCA-200", "Maico MA 41", "Tremetrics RA660"]), sn=device_sn(rng), bo=str(rng.randrange(1, 5)))
        n.t("\nHz        " + "".join("%6d" % f for f in FREQS) + "\n")
        for lab in ("R now", "L now", "R base", "L base"):
            sh = shift if "now" in lab else 0
            n.t("%-10s" % lab + "".join("%6d" % v for v in audio_row(rng, base, sh)) + "\n")
        n.t("\nAvg change 2/3/4k: R %+.1f dB  L %+.1f dB  -> %s\n" % (
            shift * 0.66, shift * 0.6 + rng.randrange(-3, 3), "STS (age-corrected) - notify & retest" if shift >= 10 else "no STS"))
        if shift >= 10:
            n.f("Retest booked {d:DATE}; written notice given to employee within 21 days.\n", d=c.d(td + dt.timedelta(days=rng.randrange(10, 30))))
        if rng.random() < 0.3:
            n.f("Own hearing aids (R) serial {sn:DEVICE} - removed for test.\n", sn=device_sn(rng))
        n.t("Tech: ")
        n.s(tech.full() if rng.random() < 0.6 else tech.fi_last(), "DOCTOR")
        n.t(", " + pick(rng, ["OHT", "audiometric technician", "RN", "CAOHC tech"]) + "  cert ")
        n.s(license_no(rng, "cert"), "LICENSE")
        n.t("\n")
    if kind != 0:
        n.t("\nRESPIRATORY\nHazards: " + ", ".join(rng.sample(["respirable crystalline silica", "welding fume (Mn)", "isocyanates",
                                                                  "diesel particulate", "grain dust", "asbestos (removal)", "wood dust"], 2)) + "\n")
        n.t("Questionnaire: " + pick(rng, ["no resp symptoms", "occasional wheeze after shift", "chronic cough, 10 pk-yr smoker",
                                            "SOB on stairs x2 months"]) + "\n")
        fvc = rng.randrange(300, 560) / 100.0
        r = rng.randrange(62, 86) / 100.0
        n.f("Spirometry (ATS/ERS 2019, GLI) on {m}, SN {sn:DEVICE}: FEV1 {a:.2f} L ({ap}%), FVC {b:.2f} L ({bp}%), ratio {r:.2f} (LLN 0.70); grade {g}\n".replace("{a:.2f}", "%.2f" % (fvc * r)).replace("{b:.2f}", "%.2f" % fvc).replace("{r:.2f}", "%.2f" % r),
            m=pick(rng, ["EasyOne Air", "Vitalograph Alpha", "MIR Spirobank II"]), sn=device_sn(rng), ap=rng.randrange(70, 110),
            bp=rng.randrange(75, 115), g=pick(rng, ["A", "A", "B"]))
        n.f("Fit test: {rm}, size {sz}, {meth} fit factor {ff} - PASS   Portacount SN {sn:DEVICE}\n",
            rm=pick(rng, ["3M 6502QL half-face", "3M 7502 half-face", "Moldex 7000", "Sundstrom SR 100", "3M 1870+ N95"]),
            sz=pick(rng, ["S", "M", "L"]), meth=pick(rng, ["QNFT", "CNC QNFT"]), ff=rng.randrange(120, 201) if rng.random() < 0.5 else "200+",
            sn=device_sn(rng))
        if rng.random() < 0.5:
            n.f("CXR {d:DATE}: ILO {ilo}, read by B reader Dr {br:DOCTOR}\n", d=c.d(td - dt.timedelta(days=rng.randrange(1, 20))),
                ilo=pick(rng, ["0/0", "0/1", "1/0 p/q"]), br=c.person().last)
    n.t("\nOUTCOME: " + pick(rng, ["cleared to continue in role", "cleared for respirator use (half-face, PAPR)",
                                   "refer to GP/ENT for assessment", "cleared; counselled re HPD fit and use"]) + "\n")
    n.t("Reviewed by PLHCP: ")
    sign_doc(n, c, rev, lic=rng.random() < 0.6, date=td + dt.timedelta(days=rng.randrange(0, 6)))


# ------------------------------------------------------------------ chain of custody
def coc_form(rng, c, n):
    coll, mro, der, sci = c.person(), c.person(), c.person(), c.person()
    d = c.base
    spec = idnum(rng, "specimen")
    csite = pick(rng, P.COLLECTION + [c.clinic])
    lab = pick(rng, P.LABS)
    short = "md_us" if c.country == "US" else "md_au"
    if c.country == "US":
        n.t(pick(rng, ["FEDERAL DRUG TESTING CUSTODY AND CONTROL FORM", "NON-FEDERAL CHAIN OF CUSTODY FORM"]) + "\n")
    else:
        n.t(pick(rng, ["URINE DRUG TEST - CHAIN OF CUSTODY (AS/NZS 4308:2008)", "ORAL FLUID COLLECTION - CHAIN OF CUSTODY (AS 4760:2019)",
                       "WORKPLACE DRUG & ALCOHOL TEST - CUSTODY AND CONTROL FORM"]) + "\n")
    n.f("Specimen ID No. {sp:IDNUM}     Lab Accession No. {ac:IDNUM}\n\n", sp=spec, ac=idnum(rng, "accession"))
    n.t("STEP 1 - COLLECTOR / EMPLOYER REPRESENTATIVE\n")
    n.f("A. Employer: {emp:ORGANIZATION}, ", emp=c.emp)
    write_addr(n, c.emp_addr, rng, oneline=True)
    n.f("  ER ID {ei:IDNUM}\n   DER: {der:FAMILY}  ph {p:PHONE}  fax {f:FAX}\n", ei=idnum(rng, "other"), der=der.full(), p=c.phone(), f=c.phone())
    n.f("B. MRO: Dr {m:DOCTOR}, ", m=mro.full())
    write_addr(n, c.address(), rng, oneline=True)
    n.f("  ph {p:PHONE}\n", p=c.phone())
    if c.country == "US":
        n.f("C. Donor SSN or Employee I.D. No.: {ss:SSN}\n", ss=c.ssn)
    else:
        n.f("C. Donor ID: {ei:IDNUM}   DOB {dob:DATE}\n", ei=idnum(rng, "emp"), dob=c.d(c.dob))
    n.f("   Donor identity: {how} {dl:LICENSE}", how=pick(rng, ["photo ID - driver licence", "DL #", "photo ID (licence no.)"]),
        dl=license_no(rng, "dl", c.country))
    if rng.random() < 0.6:
        n.f("; biometric thumbprint template {bi:BIOID}", bi=bioid(rng))
    n.t("\n")
    auth = {"US": ["FMCSA", "FAA", "FTA", "PHMSA", "Non-DOT"], "CA": ["company policy", "CDTSA", "site access standard"],
            "AU": ["company D&A policy", "site access", "Mines safety"]}[c.country]
    n.t("D. Testing authority: " + pick(rng, auth) + "\n")
    n.t("E. Reason: " + pick(rng, ["Pre-employment", "Random", "Post-accident", "Reasonable suspicion/cause", "Return-to-duty", "Follow-up"]) + "\n")
    n.t("F. Panel: " + pick(rng, ["THC, COC, PCP, OPI, AMP", "5-panel + OXY", "AS/NZS 4308 6-class", "10-panel + EtG"]) + "\n")
    n.f("G. Collection site: {cs:HOSPITAL}, ", cs=csite)
    write_addr(n, c.address(), rng, oneline=True)
    n.f("  ph {p:PHONE}  {k} {lo:LOCATION_OTHER}\n\n", p=c.phone(), k=pick(rng, ["bay", "room", "cubicle", "van"]), lo=str(rng.randrange(1, 9)))
    n.t("STEP 2 - COLLECTOR\nTemp read within 4 min: " + pick(rng, ["Yes (%d F)" % rng.randrange(91, 99), "Yes (%.1f C)" % (rng.randrange(330, 370) / 10.0)]) +
        "   Split: " + pick(rng, ["Yes", "Yes", "No"]) + "   Observed: " + pick(rng, ["No", "No", "Yes - same gender observer"]) + "\n")
    n.t("Volume %d mL. Remarks: %s\n\n" % (rng.randrange(45, 110), pick(rng, ["none", "donor unable to provide in 3 h - shy bladder protocol",
                                                                            "specimen dilute on visual", "none"])))
    n.t("STEP 3 - bottles sealed and initialled by donor: ")
    n.s(c.pt.initials(rng.random() < 0.5), "PATIENT")
    n.t("\n\nSTEP 4 - CHAIN OF CUSTODY\n")
    n.f("Collector: {co:DOCTOR}   {d:DATE} {t}   released to {cr:ORGANIZATION} courier, tracking {tr:IDNUM}\n",
        co=coll.full(), d=c.d(d), t=fmt_time(rng), cr=pick(rng, ["Swiftline Couriers", "Redback Express", "Northway Logistics"]), tr=digits(rng, 12))
    n.f("Received at lab {lb:ORGANIZATION}: {ac:DOCTOR}, {d:DATE}  seal intact Y\n", lb=lab, ac=sci.fi_last(), d=c.d(d + dt.timedelta(days=rng.randrange(1, 3))))
    n.t("\nSTEP 5 - DONOR\n")
    n.f("I certify the specimen was provided by me and not adulterated. Donor: {nm:PATIENT}\n", nm=c.pt.form(rng, ("full", "LF", "fml")))
    n.f("Daytime ph {p:PHONE}   Evening ph {p2:PHONE}   DOB {dob:DATE}   Date {d:DATE}\n", p=c.phone(), p2=c.phone(), dob=c.d(c.dob), d=c.d(d))
    if rng.random() < 0.7:
        n.t("\nBREATH ALCOHOL TEST\n")
        n.f("EBT: {m}  SN {sn:DEVICE}   BAT/STT: {bt:DOCTOR}\n", m=pick(rng, ["Intoximeters RBT-IV", "Draeger Alcotest 7510", "Lifeloc FC20", "Alco-Sensor FST"]),
            sn=device_sn(rng), bt=coll.fi_last())
        n.t("Screen %s  %s   Confirm: %s\n" % (fmt_time(rng), pick(rng, ["0.000", "0.000", "0.012", "0.041"]), pick(rng, ["n/a", "0.038 (15 min wait)", "n/a"])))
    n.t("\nMRO VERIFICATION\n")
    n.f("Result: {r}   verified {d:DATE}   Dr {m:DOCTOR}\n", r=pick(rng, ["NEGATIVE", "NEGATIVE-DILUTE", "POSITIVE - THC-COOH 43 ng/mL",
                                                                     "CANCELLED - fatal flaw", "NEGATIVE (Rx oxycodone verified)"]),
        d=c.d(d + dt.timedelta(days=rng.randrange(2, 6))), m=mro.last)
    if rng.random() < 0.5:
        n.f("Donor interview by phone {p:PHONE}; Rx bottle from {ph:HOSPITAL} verified.\n", p=c.phone(), ph=pick(rng, P.PHARMACIES))
    n.f("Result reported to DER {der:FAMILY} via {em:EMAIL}\n", der=der.fi_last(), em=email(rng, der.first, der.last))


# ------------------------------------------------------------------ fitness for duty letter
def ffd_letter(rng, c, n):
    doc, hr = c.person(), c.person()
    d = c.base
    driver = c.job in P.DRIVING_JOBS or rng.random() < 0.3
    letterhead(n, c, c.clinic, emailaddr=email(rng, "ohs", c.clinic.split()[0]) if rng.random() < 0.4 else None)
    n.t("\n")
    n.s(c.d(d, pick(rng, [c.long(), c.long(), c.style])), "DATE")
    n.t("\n\n" + pick(rng, ["PRIVATE & CONFIDENTIAL\n", "", "Sent by email\n"]))
    n.f("{hr:FAMILY}\n{ttl}\n{emp:ORGANIZATION}\n", hr=hr.full(), ttl=pick(rng, ["HR Manager", "Health & Safety Manager", "Site Manager", "Operations Director"]), emp=c.emp)
    write_addr(n, c.emp_addr, rng, oneline=False, upper_city=c.country == "AU",
               country=pick(rng, P.COUNTRY_NAME[c.country]) if rng.random() < 0.3 else None)
    n.f("\n\nRe: Fitness for duty - {nm:PATIENT}, employee no. {en:IDNUM}\n", nm=c.pt.full(), en=idnum(rng, "emp"))
    n.f("DOB {dob:DATE}", dob=c.d(c.dob))
    if rng.random() < 0.6:
        n.f("   Our ref: {mr:MRN}", mr=c.mrn)
    n.t("\n\n")
    dear = rng.randrange(3)
    if dear == 0:
        n.f("Dear {t} {hl:FAMILY},\n\n", t=hr.title(), hl=hr.last)
    else:
        n.f("Dear {hl:FAMILY},\n\n", hl=hr.first if dear == 1 else hr.full())
    n.f("I reviewed {t} {ln:PATIENT} on {d:DATE} at your request following ", t=c.pt.title(), ln=c.pt.last, d=c.d(d - dt.timedelta(days=rng.randrange(1, 8))))
    reason = rng.randrange(4)
    n.t(["a period of absence for " + c.injury[2] + ".",
         "concerns raised by the supervisor about fatigue on night shift.",
         "a referral for a periodic safety-critical worker medical.",
         "an episode of syncope at work."][reason] + " ")
    n.t(pick(rng, ["The assessment included history, examination and review of treating specialist correspondence. ",
                   "With consent, I spoke with the treating GP. ", "I have reviewed the position description provided. "]))
    n.t("\n\nInformation considered:\n")
    n.f(" - letter from Dr {sp:DOCTOR} ({spec}), {h:HOSPITAL}, dated {d:DATE}\n", sp=c.person().full(),
        spec=pick(rng, ["cardiology", "sleep physician", "orthopaedics", "neurology", "psychiatry", "endocrinology"]),
        h=pick(rng, P.HOSPITALS), d=c.d(d - dt.timedelta(days=rng.randrange(5, 60))))
    n.f(" - position description, {job:PROFESSION} (rev. {yr:DATE})\n", job=c.job, yr=str(d.year - rng.randrange(0, 4)))
    n.t(" - today's screen: " + pick(rng, ["BP %d/%d, BMI %.1f, urinalysis NAD" % (rng.randrange(112, 150), rng.randrange(70, 95), rng.randrange(200, 380) / 10.0),
                                           "Epworth Sleepiness Scale %d/24, STOP-BANG %d/8" % (rng.randrange(2, 14), rng.randrange(1, 7)),
                                           "PHQ-9 %d, GAD-7 %d, AUDIT-C %d" % (rng.randrange(0, 15), rng.randrange(0, 12), rng.randrange(0, 8)),
                                           "squat/lift screen to " + wt(c, rng.randrange(10, 30)) + ", ladder climb x3 ok"]) + "\n")
    n.t("\nFunctional summary: able to " + ", ".join(rng.sample(["stand and walk for a full shift", "lift and carry to the limits of the role",
                                                                 "operate plant and machinery", "work rotating shifts", "use a respirator",
                                                                 "respond to emergency alarms", "drive for up to 2 h without a break"], 3)) + ".\n")
    if driver:
        n.f("As a {job:PROFESSION} the role is safety-sensitive. ", job=c.job)
        if c.country == "US":
            n.f("A DOT medical examination (49 CFR 391.41) was completed; Medical Examiner's Certificate issued, valid until {ex:DATE}. "
                "National Registry No. {nr:LICENSE}. CDL {cdl:LICENSE} ({st:STATE}).\n",
                ex=c.d(d + dt.timedelta(days=pick(rng, [365, 730, 90]))), nr=license_no(rng, "dot"), cdl=license_no(rng, "dl", "US"),
                st=c.region[1])
        else:
            n.f("Assessment against the commercial driver medical standard; licence {dl:LICENSE} ({cl} class). ",
                dl=license_no(rng, "dl", c.country), cl=pick(rng, ["HR", "MC", "Class 1", "AZ", "Class 3"]))
            n.t("Conditional licence recommended with annual review.\n" if rng.random() < 0.5 else "Meets unconditional standard.\n")
        if rng.random() < 0.5:
            n.f("OSA: CPAP compliance download (device SN {sn:DEVICE}) shows mean use {h:.1f} h/night on {p}% of nights, AHI {a} on therapy.\n"
                .replace("{h:.1f}", "%.1f" % (rng.randrange(40, 80) / 10.0)), sn=device_sn(rng), p=rng.randrange(70, 99), a=rng.randrange(1, 6))
        if rng.random() < 0.4:
            n.f("Fleet vehicle assigned: unit plate {pl:VEHICLE}.\n", pl=plate(rng, c.country))
    out = rng.randrange(4)
    n.t("\nOutcome: " + ["FIT FOR DUTY without restriction.", "FIT FOR MODIFIED DUTY for 4 weeks - see restrictions.",
                         "TEMPORARILY UNFIT until specialist review.", "FIT FOR DUTY - safety-critical, with conditions."][out] + "\n")
    if out in (1, 3):
        n.t("Restrictions: " + pick(rng, ["no driving company vehicles", "day shift only", "no lifting over " + wt(c, rng.randrange(7, 20)),
                                          "no working alone", "no work at heights >1.8 m"]) + "; review on ")
        n.s(c.d(d + dt.timedelta(days=rng.randrange(14, 45))), "DATE")
        n.t(".\n")
    n.t("Clinical details have not been disclosed, consistent with privacy legislation and the worker's consent.\n\n")
    n.f("Please contact me on {p:PHONE} if you have questions.\n\nYours sincerely,\n\n", p=c.phone(ext=rng.random() < 0.4))
    sign_doc(n, c, doc, org=c.clinic if rng.random() < 0.3 else None)
    n.f("cc: {nm:PATIENT}", nm=c.pt.fi_last())
    if rng.random() < 0.6:
        n.f(" ({em:EMAIL})", em=email(rng, c.pt.first, c.pt.last))
    n.t("\n")
