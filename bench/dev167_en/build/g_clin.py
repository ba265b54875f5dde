"""Genres: prescription and authority request, results review note, telehealth consult, MDM summary."""
import blocks
import clinical
import phi
import pools
from core import Doc, table
from g_letters import cap, extras
from g_admin import _row_patient


IMMUNO = {"adalimumab", "etanercept", "tocilizumab", "upadacitinib", "abatacept", "tofacitinib", "secukinumab",
          "ixekizumab", "golimumab", "infliximab", "vedolizumab", "ustekinumab", "risankizumab", "guselkumab",
          "belimumab", "ocrelizumab", "ofatumumab", "cladribine", "efgartigimod"}


BIOLOGIC = IMMUNO | {"mepolizumab", "benralizumab", "dupilumab", "omalizumab", "galcanezumab", "fremanezumab",
                     "erenumab", "botulinum", "nintedanib", "pirfenidone", "teriparatide", "romosozumab", "brivaracetam",
                     "perampanel", "natalizumab", "rituximab"}


def rx_authority(c):
    r = c.rng
    d = Doc()
    drug, dose, qty, rpt = (c.item or r.choice(c.S["bio"]))[:4]
    plab, pno = phi.licence_clin(r, c.c, "prescriber")
    today = c.visit
    if c.c == "AU":
        d.ln(r.choice(["PBS AUTHORITY APPLICATION", "Online PBS Authority -- written application record",
                       "COMPLEX AUTHORITY REQUIRED -- PBS"]))
        d.f("Drug: {dr} {ds}   Phase: {ph}\n", dr=drug, ds=dose, ph=r.choice(["Initial 1", "Initial 2 (change)", "Continuing", "Grandfather"]))
        d.f("Prescriber: {t} {n}   {pl} {pn}\n", t=c.spec_title, n=c.DR(c.spec_dr, "fl"), pl=plab, pn=(pno, "LICENSE"))
        lab2, v2 = phi.licence_clin(r, "AU", "provider")
        d.f("Provider No.: {v}   Practice: {h}   Ph {p}\n", v=(v2, "LICENSE"), h=c.H(c.clinic), p=(c.clinic_ph, "PHONE"))
        d.f("Patient: {n}   DOB {dob}   Medicare {m}\n", n=c.PT("fml"), dob=c.D(c.dob),
            m=(c.hp[1] if c.hp[0] == "Medicare" else phi.healthplan(r, "AU", "medicare")[1], "HEALTHPLAN"))
        if r.random() < 0.45:
            lab, v = phi.ssn(r, "AU")
            d.f("Pensioner Concession Card ({lab}): {v}\n", lab=lab, v=(v, "SSN"))
        if c.hp[0] == "DVA":
            d.f("DVA file: {v} (Gold card)\n", v=c.hp_piece())
        d.f("Address: {a}\n\n", a=c.addr_line(c.pt_addr))
    elif c.c == "NZ":
        d.ln(r.choice(["PHARMAC SPECIAL AUTHORITY APPLICATION", "Special Authority -- online application summary"]))
        d.f("Medicine: {dr} {ds}   Application: {ph}\n", dr=drug, ds=dose, ph=r.choice(["Initial", "Renewal", "Initial (switch)"]))
        d.f("Applicant: {t} {n}   {pl} {pn}\n", t=c.spec_title, n=c.DR(c.spec_dr, "fl"), pl=plab, pn=(pno, "LICENSE"))
        d.f("Practice: {h}, {a}\n", h=c.H(c.clinic), a=c.addr_line(c.clinic_addr))
        d.f("Patient: {n}   NHI {m}   DOB {dob}\n\n", n=c.PT("LF"), m=(c.mrn, "MRN"), dob=c.D(c.dob))
    else:
        kind = r.randint(0, 2)
        d.ln(["SPECIAL AUTHORITY REQUEST -- PharmaCare", "EXCEPTIONAL ACCESS PROGRAM (EAP) REQUEST",
              "PRIOR AUTHORIZATION FORM -- " + c.fund][kind])
        d.f("Drug requested: {dr} {ds}\n", dr=drug, ds=dose)
        d.f("Prescriber: {t} {n}, {cr}   {pl}{pn}\n", t=c.drt, n=c.DR(c.spec_dr, "fl"), cr=c.creds, pl=plab, pn=(pno, "LICENSE"))
        d.f("Office: {h}, {a}\nTel {p}  Fax {f}\n", h=c.H(c.clinic), a=c.addr_line(c.clinic_addr), p=(c.clinic_ph, "PHONE"),
            f=(c.clinic_fax, "FAX"))
        d.f("Patient: {n}   DOB {dob}   {hl} {h}\n", n=c.PT("LF"), dob=c.D(c.dob, "iso"), hl=c.hp[0], h=c.hp_piece())
        if kind == 2:
            rel, fp = c.fam[0]
            dep = r.random() < 0.5
            d.f("Plan member: {m} ({rel})   Group #{g}   Certificate #{ce}\n", m=c.FAM(fp, "fl") if dep else c.PT("fl"),
                rel=("patient is " + rel + "'s dependant") if dep else "self", g=(phi.digits(r, 5), "HEALTHPLAN"),
                ce=(c.fund_no, "HEALTHPLAN"))
        d.f("Address: {a}\n\n", a=c.addr_line(c.pt_addr))
    d.ln("Indication: " + c.dx)
    d.ln("Clinical criteria / supporting information:")
    d0 = drug.split(" ")[0]
    conv = [m for m in c.S["meds"] if m.split(" ")[0] not in BIOLOGIC and not m.startswith(d0)]
    prior = clinical.pick(r, conv, r.randint(1, 3)) if d0 in BIOLOGIC else []
    if not prior:
        d.f("  - Diagnosis confirmed {dt} by {t} {n}\n", dt=c.D(c.dx_date, r.choice(["my", "mya", c.dstyle])), t=c.drt,
            n=c.DR(c.spec_dr if r.random() < 0.6 else phi.Person(r), r.choice(["l", "fl"])))
    t0 = phi.add_days(today, -r.randint(500, 1400))
    for m in prior:
        t1 = phi.add_days(t0, r.randint(90, 300))
        d.f("  - {m}: {a} to {b} ({why})\n", m=m, a=c.D(t0, r.choice(["myn", "mya", c.dstyle])), b=c.D(t1, r.choice(["myn", "mya", c.dstyle])),
            why=r.choice(["inadequate response", "intolerance - nausea", "raised ALT", "ceased, pneumonitis", "partial response"]))
        t0 = phi.add_days(t1, r.randint(1, 40))
    d.f("  - Baseline ({dt}): {s}; {ix}\n", dt=c.D(phi.add_days(today, -r.randint(1, 28))), s=clinical.score(r, c.S),
        ix=", ".join(clinical.ix_list(r, c.S, 2)))
    if drug.split(" ")[0] in IMMUNO:
        d.ln("  - TB screen (QuantiFERON) negative; hepatitis B/C serology negative")
    else:
        d.ln("  - " + r.choice(["Meets listed restriction criteria; documentation attached",
                                "Specialist-initiated; criteria checklist completed", "Continuing therapy, response documented"]))
    if r.random() < 0.5:
        d.f("  - Pathology: {lab} ref {acc}\n", lab=(c.lab, "ORGANIZATION"), acc=(phi.idnum(r, "acc"), "IDNUM"))
    d.t("\n")
    k = r.randint(0, 2) if c.c == "AU" else r.randint(0, 1)
    if k == 0:
        d.f("Outcome: APPROVED {dt}   Approval no: {a}\n", dt=c.D(phi.add_days(today, r.randint(0, 5))),
            a=(phi.idnum(r, "auth" if c.c == "AU" else ("sa" if c.c == "NZ" else "eap")), "IDNUM"))
    elif k == 1:
        d.f("Submitted {dt} -- reference {a}; awaiting decision (allow 10 working days)\n", dt=c.D(today),
            a=(phi.idnum(r, "auth" if c.c == "AU" else ("sa" if c.c == "NZ" else "eap")), "IDNUM"))
    else:
        d.f("Streamlined code {sc} not applicable; phone approval obtained {dt} {tm}, ref {a}\n", sc=str(r.randint(4000, 14999)),
            dt=c.D(today), tm=r.choice(["10:20", "14:05", "11:48"]), a=(phi.idnum(r, "auth"), "IDNUM"))
    d.t("\n")
    d.ln(r.choice(["PRESCRIPTION", "Rx", "Script"]))
    d.f("{dt}  {n}  {a}\n", dt=c.D(today), n=c.PT("fl"), a=c.addr_line(c.pt_addr))
    d.ln("  %s %s   Qty: %s   Repeats: %s" % (drug, dose, qty, rpt))
    if r.random() < 0.5:
        d.ln("  " + r.choice(c.S["meds"]) + "   Qty: 1 month   Repeats: 5")
    d.f("Script no. {sn}   Dispense at: {ph}, fax {fx}\n", sn=(phi.idnum(r, "rx"), "IDNUM"), ph=c.H(c.pharm),
        fx=(phi.phone(r, c.c, "land"), "FAX"))
    d.f("Signed: {n}  {dt}\n", n=c.DR(c.spec_dr, r.choice(["iL", "fl", "LF"])), dt=c.D(today))
    if r.random() < 0.4:
        d.f("Prepared by {n} ({role}); queries to {e}\n", n=c.DR(c.nurse, "fl"), role=c.nurse_role, e=(c.clinic_email, "EMAIL"))
    return d


FLAG = ["", "", "H", "L", "*", "HH", ""]


def results_review(c):
    r = c.rng
    d = Doc()
    d.f("RESULTS REVIEW -- {ti}   {h}\n", ti=c.S["title"], h=c.H(c.clinic))
    blocks.pt_header(d, c, kind=r.choice([1, 3, 4]))
    d.f("Requested by: {t} {n} ({role})   Clinical notes: {dx}; on {m}\n", t=c.drt, n=c.DR(c.reg if r.random() < 0.5 else c.spec_dr, "iL"),
        role=r.choice([c.reg_role, "consultant"]), dx=c.dx, m=c.meds[0])
    if r.random() < 0.5:
        d.f("Copy to: {t} {g}, {p}\n", t=c.drt, g=c.DR(c.gp, "fl"), p=c.H(c.gp_prac))
    d.t("\n")
    rows = [["Collected", "Test", "Result", "Flag", "Lab", "Accession"]]
    for _ in range(r.randint(4, 9)):
        col = phi.add_days(c.visit, -r.randint(0, 21))
        ix = clinical.ix_list(r, c.S, 1)[0]
        parts = ix.split(" ", 1)
        rows.append([(phi.fdate(col, r.choice(["dm", "dma"]) if c.c != "CA" else "iso"), "DATE"), parts[0],
                     parts[1] if len(parts) > 1 else "", r.choice(FLAG), (c.lab if r.random() < 0.8 else r.choice(pools.LABS[c.c]), "ORGANIZATION"),
                     (phi.idnum(r, "acc"), "IDNUM")])
    fmt = r.randint(0, 2)
    if fmt == 0:
        table(d, rows)
    elif fmt == 1:
        table(d, rows, sep=" | ")
    else:
        for row in rows[1:]:
            d.t("* ", row[0], " ", row[1], " ", row[2], (" (" + row[3] + ")") if row[3] else "", " -- ", row[4], " #", row[5], "\n")
    if r.random() < 0.5:
        d.f("Imaging: {m} at {rad}, {dt} -- {rep}\n", m=r.choice(["HRCT chest", "MRI brain", "US thyroid", "CT abdomen", "DEXA", "MRE",
                                                                  "XR hands/feet", "US abdomen"]),
            rad=c.H(c.rad), dt=c.D(phi.add_days(c.visit, -r.randint(3, 30))),
            rep=r.choice(["no significant change", "new findings, see report", "stable appearances", "progression noted", "normal"]))
    d.t("\n")
    d.ln("Comment: " + clinical.score(r, c.S) + "; " + r.choice(["results acceptable, continue", "ALT rising - withhold and repeat in 2/52",
                                                                 "improving", "needs discussion at next visit", "abnormal - action required"]) + ".")
    d.ln("Actions:")
    k = r.sample(range(6), r.randint(2, 4))
    for a in sorted(k):
        if a == 0:
            d.f("- Phoned patient on {m} {dt} {tm}: {o}\n", m=c.mob(), dt=c.D(c.visit, r.choice([c.dstyle, "dm" if c.c != "CA" else "md"])),
                tm=r.choice(["12:10", "16:35", "09:05"]), o=r.choice(["no answer, voicemail left", "discussed, understands plan", "spoke with " + c.fam[0][0]]))
        elif a == 1:
            d.f("- Faxed copy to {t} {g} ({fx})\n", t=c.drt, g=c.DR(c.gp, "l"), fx=(c.gp_fax, "FAX"))
        elif a == 2:
            d.f("- Repeat request form {q} given; recollect after {dt}\n", q=(phi.idnum(r, "req"), "IDNUM"),
                dt=c.D(phi.add_days(c.visit, r.randint(7, 40))))
        elif a == 3:
            d.f("- Secure message to patient via portal ({u})\n", u=(phi.url(r, "portal"), "URL"))
        elif a == 4:
            d.f("- Letter to {pt} at {a}\n", pt=c.pt_title("l"), a=c.addr_line(c.pt_addr))
        else:
            d.f("- Bring forward review to {dt}\n", dt=c.D(phi.add_days(c.visit, r.randint(7, 30))))
    k = r.randint(0, 2)
    if k == 0:
        d.f("Reviewed by {t} {n} {dt}\n", t=c.spec_title, n=c.DR(c.spec_dr, "l"), dt=c.D(c.visit))
    elif k == 1:
        d.f("Reviewed: {u} ({n}, {role}) {dt} {tm}\n", u=(c.nurse.user(r), "USERNAME"), n=c.DR(c.nurse, "fl"),
            role=c.nurse_role, dt=c.D(c.visit), tm=r.choice(["08:50", "13:35"]))
    else:
        d.f("{n} ({role}) -- signed off in inbox {dt}\n", n=c.DR(c.reg, "iL"), role=c.reg_role, dt=c.D(c.visit))
    return d


def telehealth(c):
    r = c.rng
    d = Doc()
    mode = r.choice(["video", "video", "telephone"])
    d.f("TELEHEALTH CONSULTATION ({m}) -- {ti}\n", m=mode, ti=c.S["title"])
    h0, m0 = r.choice([8, 9, 10, 11, 13, 14, 15]), r.choice([0, 15, 20, 30, 40])
    dur = r.randint(12, 38)
    tm = lambda k: "%02d:%02d" % (h0 + (m0 + k) // 60, (m0 + k) % 60)
    d.f("Date: {dt}  Start {t1}  End {t2}\n", dt=c.D(c.visit), t1=tm(0), t2=tm(dur))
    d.f("Clinician: {t} {n} at {h}\n", t=c.spec_title, n=c.DR(c.spec_dr, "fl"), h=c.H(c.clinic))
    k = r.randint(0, 2)
    if k == 0:
        d.f("Patient location: home, {city}, {st}\n", city=(c.pt_addr["city"], "CITY"), st=c.st(c.pt_addr, long=r.random() < 0.4))
    elif k == 1:
        d.f("Patient location: {p} with practice nurse {n}\n", p=c.H(c.gp_prac), n=c.DR(phi.Person(r, sex="F"), "fl"))
    else:
        d.f("Patient location: workplace ({e}), private room\n", e=(c.employer, "ORGANIZATION"))
    d.f("Patient: {n}  DOB {dob}  {ml} {m}\n", n=c.PT("fl"), dob=c.D(c.dob), ml=c.mrn_label, m=(c.mrn, "MRN"))
    d.f("Encounter no.: {a}\n", a=(phi.account(r), "ACCOUNT"))
    if mode == "video":
        d.f("Link: {u}\n", u=(phi.url(r, "vc", c.sp[:4]), "URL"))
        if r.random() < 0.8:
            d.f("Session log: patient joined from {ip}; clinician {ip2}\n", ip=(phi.ip_private(r), "IPADDR"),
                ip2=(phi.ip_private(r), "IPADDR"))
    idk = r.randint(0, 2)
    if idk == 0 and mode == "video":
        d.f("Identity: name/DOB confirmed + face-match ref {b}\n", b=(phi.bioid(r, "face"), "BIOID"))
    elif idk == 1:
        d.f("Identity confirmed with 3 identifiers (name, DOB, {hl} {h})\n", hl=c.hp[0], h=c.hp_piece())
    else:
        d.ln("Identity confirmed verbally; consent for telehealth obtained.")
    rel, fp = c.fam[0]
    if r.random() < 0.6:
        d.f("Also present: {rel} {n}\n", rel=rel, n=c.FAM(fp, r.choice(["f", "fl"])))
    d.t("\n")
    if r.random() < 0.5:
        d.f("{ag}, {dx}. ", ag=c.age_phrase(r.choice([0, 1, 3, 4, 9])), dx=c.dx)
    else:
        d.f("{pt} ({a}) known to us with {dx}. ", pt=c.pt_title("l"), a=(str(c.age), "AGE"), dx=c.dx)
    d.ln(clinical.hx2(r, c.S))
    d.ln("Current meds: " + ", ".join(c.meds) + ". Allergies: " + r.choice(clinical.ALLERGIES) + ".")
    if r.random() < 0.5:
        blocks.social_hx(d, c)
    d.f("Home readings/diary: {s}. {bl} {dt} ({lab}): {ix}.\n", s=clinical.score(r, c.S), dt=c.D(phi.add_days(c.visit, -r.randint(2, 14))),
        lab=(c.lab, "ORGANIZATION"), ix=", ".join(clinical.ix_list(r, c.S, 3)), bl=r.choice(["Results", "Latest results", "Ix"]))
    d.ln("Limited exam via video: " + r.choice(["no obvious distress, speaking full sentences", "hands shown to camera - no obvious swelling",
                                                 "rash photographed and uploaded", "gait observed in hallway", "n/a (phone)"]) + ".")
    d.t("\n")
    d.ln("Plan:")
    for p in clinical.pick(r, c.S["plan"], r.randint(2, 4)):
        d.ln(" - " + p)
    if r.random() < 0.6:
        extras(d, c, r.randint(1, 2))
    if r.random() < 0.4:
        d.f("Call dropped at {tm}; completed by phone on {m}.\n", tm=tm(r.randint(3, dur - 2)), m=c.mob())
    d.ln({"AU": r.choice(["MBS item 91824 (video)", "MBS item 91827 (phone)", "Telehealth, %d min" % dur]),
          "NZ": r.choice(["Virtual FSA, %d min" % dur, "Telehealth follow-up, %d min" % dur]),
          "CA": r.choice(["Billing code A195 (virtual)", "Virtual care visit, %d min" % dur])}[c.c])
    if r.random() < 0.5:
        d.f("Logged in as {u}\n", u=(c.spec_dr.user(r), "USERNAME"))
    d.f("{t} {n}, {cr}\n", t=c.spec_title, n=c.DR(c.spec_dr, "fl"), cr=c.creds)
    return d


def mdm_summary(c):
    r = c.rng
    d = Doc()
    ti = c.S["title"].replace(" Medicine", "")
    d.f("{m} -- MEETING SUMMARY\n", m=r.choice([ti + " MDM", ti + " Multidisciplinary Meeting", ti + " Case Conference",
                                                 "Combined " + ti + " MDT"]))
    d.f("Date: {dt}  {tm}  Venue: {h}, {b}, Room {rm}", dt=c.D(c.visit, r.choice([c.dstyle, "wdl" if c.c != "CA" else "wmdy"])),
        tm=r.choice(["07:30", "12:30", "16:00", "17:15"]), h=c.H(c.clinic), b=(c.building, "LOCATION_OTHER"), rm=(c.room, "LOCATION_OTHER"))
    if r.random() < 0.5:
        d.f(" / videoconference {u}", u=(phi.url(r, "vc", "mdm"), "URL"))
    d.t("\n")
    d.f("Chair: {t} {n}\n", t=c.spec_title, n=c.DR(c.spec_dr, "fl"))
    roles = ["radiologist", "pathologist", "surgeon", "nurse specialist", "pharmacist", "registrar", "physiotherapist",
             "dietitian", "coordinator", "rheumatologist", "thoracic surgeon", "colorectal surgeon"]
    att = []
    for role in r.sample(roles, r.randint(3, 6)):
        att.append(([c.drt + " "] if role not in ("nurse specialist", "pharmacist", "physiotherapist", "dietitian", "coordinator") else [])
                   + [(phi.Person(r).name(r.choice(["fl", "iL"])), "DOCTOR"), " (" + role + ")"])
    d.t("Attendees: ", [[a, ", "] for a in att[:-1]], att[-1], "\n")
    d.f("Coordinator contact: {p}\n\n", p=(phi.with_ext(r, c.clinic_ph), "PHONE"))
    ncase = r.randint(2, 4)
    for i in range(ncase):
        if i == 0:
            p, age, m, sex = c.pt, c.age, c.mrn, c.sexl
        else:
            rp = _row_patient(c)
            p, age, m, sex = rp["p"], rp["age"], rp["mrn"], rp["p"].sex
        d.f("CASE {i}: {n}  {ml} {m}  {a}{s}   Case ID {cid}\n", i=str(i + 1), n=(p.name(r.choice(["LF", "fl", "LFU"])), "PATIENT"),
            ml=c.mrn_label, m=(m, "MRN"), a=(str(age), "AGE"), s=sex, cid=(phi.idnum(r, "case"), "IDNUM"))
        d.f("Presenting: {t} {n}   Referrer: {t2} {g}, {h}\n", t=c.drt, n=c.DR(c.reg if i == 0 else phi.Person(r), "l"),
            t2=c.drt, g=c.DR(phi.Person(r), "fl"), h=c.H(phi.inst(r, c.c, r.choice(["gp", "hosp"]))))
        T = c.S if i == 0 else clinical.choose(r, c.sp, None, c.c)
        dx = c.dx if i == 0 else r.choice(T["dx"])
        d.ln("Background: " + dx + "; " + ", ".join(clinical.pick(r, T["comorb"], 2)) + ". " + clinical.hx2(r, T))
        d.f("{k} ({dt}): {x}\n", k=r.choice(["Imaging", "Radiology", "Investigations"]), dt=c.D(phi.add_days(c.visit, -r.randint(5, 90))),
            x=r.choice(T["img"]) if T["img"] else ", ".join(clinical.ix_list(r, T, 3)))
        if T["histo"] and r.random() < 0.7:
            d.f("{k} {acc}: {h}\n", k=r.choice(["Histology", "Pathology", "Path"]), acc=(phi.idnum(r, "acc"), "IDNUM"),
                h=r.choice(T["histo"]))
        d.ln("Discussion: " + r.choice(["consensus diagnosis reached", "differential remains broad", "features favour " + dx,
                                         "needs tissue diagnosis", "stable on current therapy"]) + ".")
        d.ln("Recommendation: " + "; ".join(clinical.pick(r, T["plan"], 2)) + ".")
        if r.random() < 0.5:
            if i == 0:
                rel, fp = c.fam[0]
            else:
                rel = r.choice(["wife", "son", "daughter", "husband", "partner"])
                fp = phi.Person(r, sex={"wife": "F", "daughter": "F", "son": "M", "husband": "M"}.get(rel))
            d.f("Note: {rel} {n} is EPOA; prefers contact on {p}.\n", rel=rel, n=(fp.name("fl"), "FAMILY"),
                p=(phi.phone(r, c.c, "mobile"), "PHONE"))
        d.f("Action: {t} {n} to discuss with patient by {dt}.\n\n", t=c.drt, n=c.DR(c.reg if i == 0 else c.spec_dr, "l"),
            dt=c.D(phi.add_days(c.visit, r.randint(3, 14))))
    d.f("Minutes: {n} ({role})\n", n=c.DR(c.nurse, "fl"), role=r.choice(["MDM coordinator", c.nurse_role]))
    if r.random() < 0.5:
        d.f("Distributed to attendees {dt}; file at {u}\n", dt=c.D(phi.add_days(c.visit, 1)), u=(phi.url(r, "info", "mdm-minutes"), "URL"))
    return d
