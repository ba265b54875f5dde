"""Alternative layouts inside existing genres: North American PH clinic
note, terse EPR nurse telephone entries, pump programming check sheet,
short 6MWT entry in clinic notes."""
from doc import Doc, P, J
import fake as F
import clin as K
import common as C
import pools_places as PL
import pools_people as PP


def clinic_note_na(r, c):
    """SOAP-style clinic note as written in US/Canadian PH programs."""
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    att = F.clinician(r, c, "doc")
    fel = F.clinician(r, c, "doc")
    np_ = F.clinician(r, c, "nurse")
    pcp = F.person(r, c, role="doc")
    hosp = F.hospital(r, c)
    he, his, him = C.pron(pat)
    d.add(r.choice(["PULMONARY HYPERTENSION CLINIC NOTE", "PH Program - Follow-up Visit", "Outpatient Progress Note - Pulmonary Vascular"]), "\n")
    d.w("{h} | {dp}\n", h=P("HOSPITAL", hosp), dp=C.dept(r, c))
    d.w("Date of service: {dt}   Visit type: {vt}\n", dt=F.D(r, c, today), vt=r.choice(["return visit", "new consult", "telehealth (video)", "post-hospital f/u"]))
    d.w("Patient: {n}   DOB: {dob}   MRN: {m}   CSN: {csn}\n", n=F.pname(pat, r.choice(["lastfirst", "caps", "full"])),
        dob=F.D(r, c, pat.dob), m=P("MRN", pat.mrn), csn=P("ACCOUNT", F.dig(r, 10)))
    d.w("Attending: {a}, {cr}   Fellow: {f}, MD\n", a=F.pname(att, "full"), cr=att.cred.split(",")[0], f=F.pname(fel, "full"))
    d.w("PCP: {p}, {pr}   Tel {t}\n\n", p=F.pname(pcp, "initlast", "DOCTOR"), pr=P("HOSPITAL", F.practice(r, c)),
        t=P("PHONE", F.phone(r, c, False)))
    d.add("CC: ", r.choice(["PH follow-up", "worsening dyspnea", "med titration", "edema"]), "\n\n")
    d.add("HPI:\n")
    d.w("{n} is a {a} with {dx}, {fc}, here for {why}. ", n=F.pname(pat, r.choice(["title", "first"])),
        a=C.age_phrase(r, c, pat), dx=k.dxlabel, fc="WHO FC " + k.fc,
        why=r.choice(["routine 3-month follow-up", "follow-up after med changes", "reassessment after recent admission"]))
    if F.chance(r, 0.5):
        d.w("Last seen {dt} by {who}. ", dt=F.D(r, c, F.shift(today, -r.randrange(60, 130))),
            who=J("Dr. ", F.pname(att, "last")) if F.chance(r, 0.5) else J(F.pname(np_, "full"), ", ", np_.cred.split(",")[0]))
    s = K.symptoms(r, k=k)
    d.add(he.capitalize(), " endorses ", ", ".join(s), ". Denies syncope, chest pain or hemoptysis. ")
    if F.chance(r, 0.5):
        fam = F.relative(r, c, pat)
        d.w("{His} {rel} {fn} is present and corroborates. ", His=his.capitalize(), rel=fam.rel, fn=F.pname(fam, "first"))
    d.add("Adherent to meds; uses pill organizer.\n\n")
    d.add("Social: ")
    if pat.retired:
        d.add("retired ", P("PROFESSION", pat.job), "; ")
    else:
        d.add("works as ", "an " if pat.job[0] in "aeiou" else "a ", P("PROFESSION", pat.job))
        if F.chance(r, 0.5):
            d.add(" for ", P("ORGANIZATION", r.choice(PL.EMPLOYERS)))
        d.add("; ")
    d.add(r.choice(["never smoker; no EtOH", "former smoker; rare EtOH", "no tobacco, no drugs"]))
    if F.chance(r, 0.4):
        d.w("; lives in {ct}, {st}", ct=P("CITY", pat.addr["town"]), st=P("STATE", pat.addr["state_ab"] or pat.addr["state_name"]))
    d.add(".\n\n")
    d.add("Meds:\n")
    for m in k.meds:
        d.add("- ", m, "\n")
    d.add("\nROS: otherwise negative x 10 systems.\n")
    d.w("\nExam: BP {s}/{di}, HR {hr}, SpO2 {sp}% {o}, Wt {w} kg.\n", s=str(k.sbp), di=str(k.dbp), hr=str(k.hr_rest),
        sp=str(k.spo2_rest), o="RA" if not k.o2 else "on %d L" % k.o2, w=str(k.weight))
    d.add("; ".join(K.exam_text(r, k)).replace("oedema", "edema"), ".\n")
    d.w("\nData: 6MWD {w} m today (prior {p} m); NT-proBNP {b} pg/mL; {risk}.\n", w=str(k.walk), p=str(k.walk_prev),
        b=str(k.ntprobnp), risk=K.risk_line(r, k))
    d.w("Last RHC ({dt}): mPAP {m}, PAWP {pw}, CI {ci}, PVR {pvr} WU.\n", dt=F.D(r, c, F.shift(today, -r.randrange(90, 900)), r.choice(["monyr", None])),
        m=str(k.mpap), pw=str(k.pawp), ci="%.1f" % k.ci, pvr="%.1f" % k.pvr)
    d.add("\nAssessment/Plan:\n")
    for i, it in enumerate(K.plan_items(r, k, c, pat.sex, pat.age)):
        d.add("%d. " % (i + 1), it.replace("programme", "program").replace("anaemia", "anemia"), "\n")
    d.add("RTC ", r.choice(["3 months", "4 months", "6 weeks"]), " with labs, 6MWT.\n\n")
    d.w("I personally saw and examined the patient with Dr. {f} and agree with the plan as documented.\n",
        f=F.pname(fel, "last"))
    d.w("{a}, {cr}\n", a=F.pname(att, r.choice(["full", "fullmid"])), cr=att.cred)
    if F.chance(r, 0.5):
        d.w("{ll} {lic}\n", ll=att.lic[0], lic=P("LICENSE", att.lic[1]))
    d.add(C.audit(r, c, att, today))
    return d


def nurse_brief(r, c):
    """Terse EPR telephone encounter entries."""
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    n1 = F.clinician(r, c, "nurse")
    us = c in ("US", "CA")
    d.w("Telephone Encounter\n{n} ({a} {s})  {ml} {m}\n", n=F.pname(pat, r.choice(["lastfirst", "caps"])), a=P("AGE", str(pat.age)),
        s="y/o " + pat.sex if us else "yrs " + pat.sex, ml=r.choice(["MRN", "Hosp No"]), m=P("MRN", pat.mrn))
    d.w("Encounter #: {e}\n\n", e=P("ACCOUNT", F.account(r)))
    dd = today
    fam = F.relative(r, c, pat)
    entries = [
        lambda: J("TC to pt re INR ", "%.1f" % k.inr, " - warfarin dose unchanged, recheck 1/52. Pt verbalised understanding."),
        lambda: J("TC from ", fam.rel, " (", F.pname(fam, "first"), ") - pt more SOB, wt up ", str(r.randrange(1, 4)),
                  " kg. Advised extra furosemide x3/7, call back ", F.D(r, c, F.shift(dd, 3), r.choice(["wshort", "dm"])), "."),
        lambda: J("LVM on ", P("PHONE", pat.mob), " re results. No answer x2."),
        lambda: J("Pt rang - homecare order ", P("IDNUM", F.idnum(r, "ord")), " not delivered. Chased with ",
                  P("ORGANIZATION", r.choice(PL.HOMECARE)), ", delivery rebooked for ", F.D(r, c, F.shift(dd, 1), r.choice(["wday", None])), "."),
        lambda: J("Pt reports SC site 6/10 pain d3. Reassured, cont site. ?gabapentin - d/w Dr ", F.pname(F.clinician(r, c), "last"), "."),
        lambda: J("Faxed repeat Rx to ", P("HOSPITAL", F.pharmacy(r, c)), " (fax ", P("FAX", F.phone(r, c, False)), ")."),
        lambda: J("Pt asks re flu vaccine - yes, recommended. GP to give."),
        lambda: J("Pregnancy test result (home) neg - recorded for REMS/PPP." if pat.sex == "F" and pat.age < 50 else
                  "Bloods (U&E) from GP reviewed: K 4.9, creat stable."),
        lambda: J("Pt's employer HR (", P("ORGANIZATION", r.choice(PL.EMPLOYERS)), ") called re phased return - consent on file, info given."),
    ]
    picks = r.sample(range(len(entries)), r.randrange(3, 6))
    for i in sorted(picks):
        d.add(F.D(r, c, dd, r.choice([None, "dm"])), " ", "%02d%02d" % (r.randrange(8, 18), r.randrange(60)), "  ")
        d.add(entries[i](), " ")
        d.add("-- ", F.pname(n1, r.choice(["initcap", "initlast", "full"]), "DOCTOR"), (" " + n1.cred) if F.chance(r, 0.5) else "", "\n")
        dd = F.shift(dd, r.randrange(0, 6))
    if F.chance(r, 0.3):
        d.add("\nAccessed via remote desktop from ", P("IPADDR", F.ipaddr(r)), " (user ", P("USERNAME", F.username(r, n1.first, n1.last)), ")\n")
    return d


def pump_check(r, c):
    """Pump programming double-check sheet."""
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    a = F.clinician(r, c, "nurse")
    b = F.clinician(r, c, "nurse") if F.chance(r, 0.7) else F.clinician(r, c, "pharm")
    hosp = F.hospital(r, c)
    drug = r.choice(["Epoprostenol", "Treprostinil"])
    dose = r.randrange(4, 60)
    conc = r.choice([15000, 30000, 45000]) if drug == "Epoprostenol" else r.choice([1000000, 2500000])
    rate = dose * k.weight * 60 / conc
    d.add(r.choice(["PROSTANOID PUMP PROGRAMMING - INDEPENDENT DOUBLE CHECK", "Pump programming check sheet"]), "\n")
    d.w("{h}  {w}  bed {b}\n", h=P("HOSPITAL", hosp), w=P("HOSPITAL", r.choice(PL.WARDS)), b=P("LOCATION_OTHER", str(r.randrange(1, 30))))
    d.w("Patient: {n}   DOB {dob}   {ml} {m}\n", n=F.pname(pat, "caps"), dob=F.D(r, c, pat.dob), ml="MRN", m=P("MRN", pat.mrn))
    d.w("Date: {dt}   Time: {t}\n\n", dt=F.D(r, c, today), t="%02d:%02d" % (r.randrange(24), r.randrange(60)))
    rows = [("Drug", drug), ("Prescribed dose", "%d ng/kg/min" % dose), ("Dosing weight", "%d kg" % k.weight),
            ("Concentration", ("%d ng/mL" % conc) if conc < 1000000 else ("%g mg/mL" % (conc / 1000000))),
            ("Calculated rate", "%.2f mL/h" % rate), ("Reservoir volume", r.choice(["100 mL", "50 mL", "3 mL"])),
            ("Reason", r.choice(["dose increase", "new cassette", "pump swap", "initiation"]))]
    for x, y in rows:
        d.add(x.ljust(20), y, "\n")
    d.w("Pump model: {md}   Serial: {sn}\n", md=r.choice(["CADD-Legacy 1", "CADD-Solis VIP", "Remunity", "CADD-MS 3"]),
        sn=P("DEVICE", F.device_sn(r)))
    d.add("Line: ", r.choice(["Hickman, single lumen, dressing intact", "SC cannula L abdomen, day 2", "PICC (temporary)"]), "\n\n")
    d.w("Checker 1: {n1}  {c1}   Checker 2: {n2}  {c2}\n", n1=F.pname(a, "full"), c1=a.cred, n2=F.pname(b, "full"), c2=b.cred)
    d.add("Rate confirmed on pump display and matches calculation: YES\n")
    d.add("Patient/", r.choice(["carer", "partner"]), " witnessed programming and repeated back dose: YES\n")
    if F.chance(r, 0.4):
        fam = F.relative(r, c, pat)
        d.w("Witness: {n} ({rel})\n", n=F.pname(fam, "full"), rel=fam.rel)
    return d


def walk_brief(r, c):
    """Short 6MWT entry as written into the EPR by the PH nurse."""
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    n = F.clinician(r, c, "nurse")
    d.w("6MWT - {n}, {ml} {m}, {dt}\n", n=F.pname(pat, r.choice(["full", "caps"])), ml=r.choice(["MRN", "Hosp No", "NHI" if c == "NZ" else "UR"]),
        m=P("MRN", pat.mrn), dt=F.D(r, c, today))
    d.w("{loc} ({len} m track). {o}\n", loc=J("Corridor outside ", P("LOCATION_OTHER", r.choice(PL.BUILDINGS))) if F.chance(r, 0.5)
        else J("Outpatients, room ", P("LOCATION_OTHER", str(r.randrange(1, 30)))),
        len=str(r.choice([30, 25, 20])), o="Room air." if not k.o2 else "On %d L/min O2 via NC." % k.o2)
    d.w("Pre: SpO2 {a}%, HR {h}, BP {s}/{di}, Borg 0.\n", a=str(k.spo2_rest), h=str(k.hr_rest), s=str(k.sbp), di=str(k.dbp))
    d.w("Post: {w} m in 6 min, {st}. SpO2 nadir {nd}% at {mn} min, HR max {hx}, Borg {b}.\n", w=str(k.walk),
        st=r.choice(["no stops", "1 stop (20 s)", "2 stops", "walked with rollator"]), nd=str(k.spo2_nadir),
        mn=str(r.randrange(2, 7)), hx=str(k.hr_peak), b=k.borg)
    d.w("Compared with {pd}: {pw} m ({ch:+d} m).\n".replace("{ch:+d}", "{ch}"), pd=F.D(r, c, F.shift(today, -r.randrange(80, 300))),
        pw=str(k.walk_prev), ch="%+d" % (k.walk - k.walk_prev))
    d.add("Comment: ", r.choice(["limited by breathlessness", "leg fatigue > dyspnoea", "dizzy at end - sat and recovered in 2 min",
                                 "good effort", "walked slower than last time, says knees sore"]), ".\n")
    if F.chance(r, 0.4):
        fam = F.relative(r, c, pat)
        d.w("Accompanied by {rel} {fn}, who pushed the O2 trolley.\n", rel=fam.rel, fn=F.pname(fam, "first"))
    d.w("{nm} {cr}, {t}\n", nm=F.pname(n, r.choice(["full", "initlast"])), cr=n.cred, t=C.nurse_title(r, c))
    d.add(C.audit(r, c, n, today, ip=F.chance(r, 0.4)))
    return d
