"""Genres: rapid response / code blue record; ICU transfer-out summary."""
import clinical as CL
import common as C
import pools as PL
from common import D, day
from phi import NB


def _hhmm(h, m):
    tot = (h * 60 + m) % 1440
    return "%02d:%02d" % (tot // 60, tot % 60)


def code_record(g, c):
    b = NB()
    st = c["staff"]
    cc = c["country"]
    code = g.chance(0.5)
    d = c["adm"] if g.chance(0.5) else c["today"]
    b.t(("CODE BLUE - RESUSCITATION RECORD\n" if code else "RAPID RESPONSE TEAM (RRT) RECORD\n") if g.chance(0.6) else
        ("Cardiopulmonary Arrest Record\n" if code else "Rapid Response / MET Call Note\n"))
    b.emit(C.facility_line(g, c))
    b.f("Event #: {ev}   Date: {d}\n", ev=(g.idnum("incident") if g.chance(0.5) else g.digits(6), "IDNUM"),
        d=D(g, c, d, g.pick(["mdY", "iso", "wk_md", "dmony", "mon_d_y"])))
    b.f("Location: {w} rm {rm}\n", w=(c["ward"], "HOSPITAL"), rm=(c["room"], "LOCATION_OTHER"))
    if g.chance(0.3):
        b.f("(event began in lobby of {place})\n", place=(g.pick(["Whitfield Pavilion", "Kessler Tower", "Harrington Building",
                                                                  "Prescott Wing", "Ashworth Atrium", "Langley Tower"]), "LOCATION_OTHER"))
    b.emit(C.pt_header(g, c, g.pick([0, 1, 2, 4])))
    caller = g.person()
    h, m = g.ri(0, 23), g.ri(0, 59)
    b.f("Called by: {n}, RN ({ph}) at {t}\n", n=(caller.full(), "DOCTOR"), ph=(g.phone(c["hosp_area"], "dash") if g.chance(0.4) else "55" + g.digits(2), "PHONE"),
        t=_hhmm(h, m).replace(":", ""))
    if g.chance(0.25):
        b.f("Pt arrived unidentified; identity linked via palm-vein biometric ID {bio}\n", bio=(g.bioid(), "BIOID"))
    b.t("Team:\n")
    roles = [("Team leader", st["fellow"], "dr_full"), ("Recorder", st["charge"], "full_cred"),
             ("Airway", st["anes"] if code else st["rt"], "full_cred"), ("Meds", st["pharm"], "full_cred"),
             ("RT", st["rt"], "full_cred")]
    if code:
        roles += [("Compressions", None, None), ("Compressions", None, None)]
    for role, stf, sty in roles:
        b.t("  %-12s " % (role + ":"))
        if stf is None:
            p = g.person()
            b.f("{n}, {cr}", n=(p.full(), "DOCTOR"), cr=g.pick(["RN", "PCA", "MS3", "RN", "EMT"]))
        else:
            b.emit(C.staff(g, stf, sty))
        b.t("\n")
    b.emit(C.age_phrase(g, c))
    s = c["scen"]
    if code:
        b.f(" found {x} by {who}. Last seen normal at {t}.\n", x=g.pick(["unresponsive, pulseless", "apneic, cyanotic", "down next to bed"]),
            who=g.pick(["RN", "PCA", "family", "sitter"]), t=_hhmm(h, m - g.ri(5, 50)).replace(":", ""))
        outcome = g.pick(["ROSC", "ROSC", "death"])
        b.t("\nTIME   RHYTHM   INTERVENTION                          BY\n")
        steps = [("PEA", "CPR started, pads on", None), ("PEA", "epi 1 mg IV", st["pharm"]),
                 ("VF", "shock 200 J biphasic", None), ("VF", "CPR resumed, amio 300 mg IV", st["pharm"]),
                 ("asystole", "epi 1 mg IV", st["pharm"]), ("VT", "shock 200 J", None),
                 ("PEA", "CaCl 1 g, bicarb 50 mEq", st["pharm"]), ("-", "ETT 7.5 placed, +ETCO2", st["anes"]),
                 ("sinus", "pulse check - ROSC", None)]
        n = g.ri(5, 9)
        last = steps[-1] if outcome == "ROSC" else ("asystole", "pulse check - none, TOR discussed", None)
        for i, (rh, act, who) in enumerate(steps[:n - 1] + [last]):
            b.t("%s  %-8s %-37s " % (_hhmm(h, m + 2 * i), rh, act))
            if who is None:
                who = st["fellow"]
            p = who.p
            b.s(p.first[0] + p.last[0], "DOCTOR")
            b.t("\n")
        if outcome == "ROSC":
            b.f("\nROSC at {t} after ~{m} min. Post-arrest: norepi started, 12-lead, transferred to {u} bed {bd}.\n",
                t=_hhmm(h, m + 2 * n), m=str(2 * n), u=c["icu"], bd=(str(g.ri(1, 24)), "LOCATION_OTHER"))
        else:
            b.f("\nEfforts stopped at {t}. Pt pronounced dead by {dr} on {d} at {t}.\n", t=_hhmm(h, m + 2 * n),
                dr=C.staff(g, st["fellow"], "dr_full"), d=D(g, c, d, "mdY"))
            if g.chance(0.6):
                b.f("ME notified, case # {me}.\n", me=(g.idnum("me"), "IDNUM"))
        b.f("Defib: Zoll R Series SN {sn}; code cart restocked and resealed\n", sn=(g.pick(["AF", "AR"]) + g.digits(2) + "C" + g.digits(6), "DEVICE"))
    else:
        trig = g.pick(["SBP <90", "RR >30", "acute change in mental status", "SpO2 <88% on 6L", "HR >130", "staff worried"])
        b.f(" on {w} ({dx}). Trigger: {tr}.\n", w=(c["ward2"], "HOSPITAL"), dx=s["dx"].split(",")[0], tr=trig)
        b.t("Assessment: " + CL.vitals(g, False) + ". " + g.pick(["Cool, mottled.", "Confused, GCS 13.", "Using accessory muscles.",
                                                                   "Rigoring."]) + "\n")
        b.t("Labs: " + CL.extra_labs(g) + "\nVBG " + CL.abg(g) + "\n")
        b.t("Interventions: " + "; ".join(g.sample(["30 mL/kg LR bolus", "BCx x2 drawn", "cefepime + vanc given", "NRB 15 L",
                                                     "BiPAP 12/5", "naloxone 0.4 mg IV", "D50 1 amp", "CXR portable", "ECG",
                                                     "2nd PIV 18g"], g.ri(3, 6))) + "\n")
        dispo = g.pick(["icu", "floor"])
        if dispo == "icu":
            b.f("Disposition: accepted to {u} by {dr}, bed {bd} at {t}.\n", u=c["icu"], dr=C.staff(g, st["att"], "dr_last"),
                bd=(c["bed"], "LOCATION_OTHER"), t=C.tm(g))
        else:
            b.f("Disposition: remain on {w} with q1h VS x4, RRT to re-eval at {t}. Primary team ({dr}) agrees.\n",
                w=(c["ward2"], "HOSPITAL"), t=C.tm(g), dr=C.staff(g, st["res"], "dr_last"))
    f0 = c["fam"][0]
    k = g.r.randrange(3)
    if k == 0:
        b.f("Family: {fr} notified by phone at {t} ({ph}).\n", fr=C.fam_ref(g, f0), t=C.tm(g), ph=(f0["phone"], "PHONE"))
    elif k == 1:
        b.f("Family: {fr} present during event, supported by {ch}.\n", fr=C.fam_ref(g, f0), ch=C.staff(g, st["chap"], g.pick(["full", "last"])))
    else:
        b.t("Family: no answer at contact numbers, VM left.\n")
    b.f("Attending notified: {dr} at {t}\n", dr=C.staff(g, st["att"], "dr_full"), t=C.tm(g))
    if g.chance(0.5):
        b.f("Debrief held {t}, led by {n}. Issues: {x}\n", t=C.tm(g), n=C.staff(g, st["charge"], "full"),
            x=g.pick(["suction not set up", "delay in pads", "good team comms", "none"]))
    b.t("\nRecorder: ")
    b.emit(C.staff(g, st["charge"], "full_cred"))
    b.f("  ({u})\n", u=(g.username(st["charge"].p), "USERNAME"))
    b.t("Physician: ")
    b.emit(C.staff(g, st["fellow"], "full_cred"))
    if g.chance(0.5):
        b.f("  lic {l}", l=(g.med_license(cc), "LICENSE"))
    b.t("\n")
    if g.chance(0.3):
        b.emit(C.audit_footer(g, c, st["charge"]))
    return b


def transfer_out(g, c):
    b = NB()
    st = c["staff"]
    s = c["scen"]
    cc = c["country"]
    to_fac = g.chance(0.3)
    tday = c["today"]
    b.t(g.pick(["ICU TRANSFER SUMMARY\n", "ICU Transfer-Out Note\n", "CRITICAL CARE TRANSFER OF CARE SUMMARY\n",
                "MICU -> Floor Transfer Note\n"]))
    b.emit(C.facility_line(g, c))
    b.emit(C.pt_header(g, c))
    b.f("ICU admit: {a}   Transfer: {t}   ICU LOS: {n} d\n", a=D(g, c, c["adm"]), t=D(g, c, tday), n=str((tday - c["adm"]).days + 1))
    if to_fac:
        rcv = g.person()
        b.f("Transferring to: {h}, {city}, {st} - {u}\n", h=(c["ref_hosp"], "HOSPITAL"), city=(g.pick([c["city"], c["place"][0]]), "CITY"),
            st=(c["st"], "STATE"), u=g.pick(["step-down", "medicine ward", "LTACH", "rehab"]))
        b.f("Accepting: Dr. {n}  tel {ph}  fax {fx}\n", n=(rcv.full(), "DOCTOR"), ph=(g.phone(c["area"]), "PHONE"), fx=(g.phone(c["area"]), "FAX"))
        if g.chance(0.5):
            b.f("Transport: {ems}, ETA {t}\n", ems=(c["ems"], "ORGANIZATION"), t=C.tm(g))
    else:
        b.f("From {u} bed {bd} to {w} rm {rm}\n", u=c["icu"], bd=(c["bed"], "LOCATION_OTHER"), w=(c["ward"], "HOSPITAL"),
            rm=(str(g.ri(401, 1240)) + g.pick(["", "A", "B"]), "LOCATION_OTHER"))
        b.t("Receiving team: ")
        b.emit(C.staff(g, st["res"], g.pick(["dr_full", "full_cred"])) if g.chance(0.5) else
               ["Hospitalist ", g.pick(["Dr. ", "Dr "]), (g.person().last, "DOCTOR")])
        b.f(", pager {pg}\n", pg=(g.pager(), "PHONE"))
    b.t("\nHPI (brief): ")
    b.emit(C.age_phrase(g, c))
    b.f(" admitted {d} with {dx}. {h}\n", d=D(g, c, c["adm"], g.pick(["md", "mon_d", "month_d"])), dx=s["dx"], h=s["hpi"].split(". ")[0] + ".")
    b.t("\nICU COURSE BY PROBLEM:\n")
    probs = g.sample(["Shock", "Acute resp failure", "AKI", "Delirium", "Anemia", "Hyperglycemia", "Nutrition", "Electrolytes",
                      "Pain/sedation", "Deconditioning"], g.ri(3, 5))
    for i, p in enumerate(probs):
        stt = g.pick(["resolved", "improving", "ongoing, see to-do", "resolved as of %s", "stable since %s"])
        b.t("%d) %s - " % (i + 1, p))
        if "%s" in stt:
            b.t(stt.split("%s")[0])
            b.emit(D(g, c, day(c, g.ri(1, max(1, (tday - c["adm"]).days))), g.pick(["md", "mon_d"])))
        else:
            b.t(stt)
        b.t("\n")
    if s["vent"]:
        b.f("Resp: intubated {d1}, extubated {d2} to {x}\n", d1=D(g, c, c["adm"], "md"), d2=D(g, c, day(c, g.ri(1, 4)), "md"),
            x=g.pick(["2L NC", "HFNC then NC", "RA"]))
    b.t("\nPROCEDURES:\n")
    for ln in g.sample(CL.LINES[:9], g.ri(1, 3)):
        d1 = day(c, g.ri(0, 2))
        b.f("- {ln} {d1}-{d2}\n", ln=ln, d1=D(g, c, d1, "md"), d2=D(g, c, tday, "md"))
    if g.chance(0.3):
        b.f("- PPM interrogated {d}: {mk}, SN {sn}, normal function\n", d=D(g, c, day(c, 1), "md"),
            mk=g.pick(["Medtronic Azure", "Boston Sci Accolade", "Abbott Assurity"]), sn=(g.serial("pacer"), "DEVICE"))
    b.t("\nACTIVE ISSUES / TO-DO FOR RECEIVING TEAM:\n")
    for x in g.sample(["f/u final BCx", "complete abx course (last dose %s)", "wean O2 to SpO2 >92",
                       "PT/OT, delirium precautions", "check BMP in AM", "restart home apixaban if Hgb stable",
                       "outpatient sleep study", "SLP eval before diet advance", "insulin titration"], g.ri(3, 5)):
        if "%s" in x:
            b.t("- " + x.split("%s")[0])
            b.emit(D(g, c, day(c, g.ri(5, 10)), "md"))
            b.t(x.split("%s")[1] + "\n")
        else:
            b.t("- " + x + "\n")
    b.t("\nMeds on transfer: " + "; ".join(g.sample(CL.HOME_MEDS, g.ri(3, 6))) + "\n")
    b.f("Allergies: {a}   Code: {cs}\n", a=c["allergy"], cs=c["code"])
    f0 = c["fam"][0]
    b.t("Contacts: ")
    b.emit(C.fam_contact(g, c, f0))
    if len(c["fam"]) > 1:
        b.t("; ")
        b.emit(C.fam_contact(g, c, c["fam"][1]))
    b.t("\n")
    if g.chance(0.7):
        b.f("PCP: {p} - {cl}, ph {ph}, fax {fx}\n", p=C.staff(g, st["pcp"], g.pick(["dr_full", "full_cred"])),
            cl=(c["clinic"], "HOSPITAL"), ph=(g.phone(c["area"]), "PHONE"), fx=(g.phone(c["area"], g.pick(["dash", "paren"])), "FAX"))
    if g.chance(0.35):
        b.f("Pt enrolled in portal: {url}, login {u}\n", url=(g.url(), "URL"), u=(g.username(c["pt"]), "USERNAME"))
    if g.chance(0.35):
        b.f("Summary faxed to {h} at {fx} on {d}\n", h=(g.pick([c["clinic"], c["ltc"], c["ref_hosp"]]), "HOSPITAL"),
            fx=(g.phone(c["area"]), "FAX"), d=D(g, c, tday, "md"))
    if g.chance(0.3):
        b.f("Pt email for follow-up appt: {em}\n", em=(c["email"], "EMAIL"))
    if g.chance(0.35):
        b.f("Home address (home care referral): {addr}\n", addr=C.address(g, c))
    if cc == "US" and g.chance(0.2):
        b.f("Facesheet SSN {ssn} verified for SNF/LTACH referral\n", ssn=(c["ssn"], "SSN"))
    if g.chance(0.3) and cc == "US":
        b.f("Payer: {ins} ID {hp}\n", ins=(c["insurer"], "ORGANIZATION"), hp=(c["hp"], "HEALTHPLAN"))
    elif g.chance(0.3):
        b.f("Health card {hp}\n", hp=(c["hp"], "HEALTHPLAN"))
    b.f("Handoff given verbally to {r} at {t}.\n", r=C.staff(g, st["res"], g.pick(["dr_last", "full"])), t=C.tm(g))
    b.emit(C.signoff(g, c, g.pick([st["app"], st["fellow"], st["res"]]), tday))
    if g.chance(0.25):
        b.emit(C.audit_footer(g, c))
    return b
