"""Genres: registrar liaison note, verification of death record, mortuary admission and release record."""
import clin
import common as cm
from case import Case, pick, dg
from g_me import typo_rate, attender, sex, setting, NICK
from note import Note

VARIANT_NAMES = {"Mohammed": "Muhammad", "McAllister": "MacAllister", "MacLeod": "McLeod", "Siobhan": "Siobhán",
                 "Sinead": "Sinéad", "Genevieve": "Geneviève", "Therese": "Thérèse", "Jose": "José",
                 "Catriona": "Katrina", "Iqbal": "Ikbal", "Kwok-wah": "Kwok Wah", "Suk-yee": "Suk Yee",
                 "Dela Cruz": "Dela-Cruz", "de Vries": "De Vries", "Stanislaw": "Stanislav"}


def registrar_liaison(rng, sys, lower):
    c = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    r, v = rng, c.v
    ap = attender(c)
    d0 = c.off(c.dod, r.randint(2, 6))
    n.t(pick(r, ["REGISTRAR LIAISON NOTE\n", "Registration query - liaison record\n",
                 "Liaison with %s\n" % v["reg"]]))
    n.f("Case: {ref}    Deceased: {pt}    DoD: {dod}    {pl}: {pid}\n", ref=c.meref, pt=c.pt.fml(), dod=c.D(c.dod),
        pl=v["pid"], pid=c.pid)
    n.f("Registrar: {rg} ({town} {reg}), tel {tel}", rg=c.regp.full(), town=c.town, reg=v["reg"], tel=c.phone())
    if r.random() < 0.5:
        n.f(", {em}", em=c.regp.email(r, "example.net"))
    n.f("\nContact: {d} {t}, by {how}; logged by {meo} ({off})\n\n", d=c.D(d0, pick(r, [c.ds, "wd"])),
        t="%02d:%02d" % (r.randint(9, 16), r.randrange(60)), how=pick(r, ["phone", "email", "secure portal message"]),
        meo=c.meo.full(), off=v["officer"])
    n.t("Background: ")
    n.add(c.v["cert"] + " issued by ")
    n.add(ap.dr())
    n.f(" on {d} after {rv} scrutiny ({me}). Cause: {ia}{ib}.\n", d=c.D(c.off(c.dod, r.randint(1, 2))),
        rv=v["reviewer"], me=c.me.dr(), ia=c.cause["ia"], ib=(" due to " + c.cause["ib"]) if c.cause.get("ib") else "")
    if r.random() < 0.5:
        n.f("Informant: {nok} ({rel}), {tel}. Age at death: {age}. Usual address: {addr}\n", nok=c.nok.full(),
            rel=c.nokrel, tel=c.phone("mob"), age=(clin.words(c.age) if r.random() < 0.5 else str(c.age), "AGE"),
            addr=c.addr())
    issue = r.randrange(7)
    n.t("\nIssue: ")
    if issue == 0:
        n.f("{cert} states '{ab}' - abbreviation not accepted. AP {ap} contacted to issue a replacement "
            "with the condition written in full.\n", cert=v["cert"], ab=pick(r, ["CCF", "IHD", "COPD", "AKI", "UTI"]),
            ap=ap.dr())
    elif issue == 1:
        alt = VARIANT_NAMES.get(c.pt.first) or VARIANT_NAMES.get(c.pt.last)
        if alt and alt != c.pt.first and alt != c.pt.last:
            wrong = (c.pt.first + " " + alt) if c.pt.last in VARIANT_NAMES else (alt + " " + c.pt.last)
        else:
            wrong = c.pt.first + " " + c.pt.last[:-1] if len(c.pt.last) > 3 else c.pt.first
        n.f("Name on the {cert} '{w}' does not match the passport / birth certificate '{pt}'. Informant "
            "{nok} confirms the passport spelling. AP to re-issue.\n", cert=v["cert"], w=(wrong, "PATIENT"),
            pt=c.pt.fml(), nok=c.nok.full())
    elif issue == 2:
        n.f("Date of death on the {cert} is {d1} but the informant believes {he} died shortly after midnight "
            "on {d2}. Checked the verification record: time of death {tod} on {d1b}. Registrar satisfied.\n",
            cert=v["cert"], d1=c.D(c.dod), he=c.pt.he()[0], d2=c.D(c.off(c.dod, 1)), tod=c.tod, d1b=c.D(c.dod))
    elif issue == 3:
        n.f("Informant is a {rel2} ({f2}) - not a qualified informant while a relative is available. "
            "{nok} ({rel}) will attend instead.\n", rel2="friend", f2=c.fam2.full(), nok=c.nok.full(), rel=c.nokrel)
    elif issue == 4:
        n.f("Registrar noted the word 'fall' in Part II and asked whether the {cor} was notified. Confirmed: "
            "{cor} ref {ref}, decided no inquest; {co} emailed confirmation on {d}.\n", cor=v["coroner"],
            ref=c.corref, co=c.cor.full(), d=c.D(c.off(c.dod, 2)))
    elif issue == 5:
        n.f("Occupation to be recorded. Informant gave 'retired {occ}'; {he} last worked for {emp}. "
            "Spouse's occupation also required: {sp}.\n", occ=c.occ, he=c.pt.he()[0], emp=c.employer,
            sp=(pick(r, ["nurse", "teacher", "farmer", "shop manager", "joiner", "homemaker"]), "PROFESSION"))
    else:
        n.f("{rv}'s name and {lic} number missing from the {cert}. Supplied: {me}, {lic} {no}.\n", rv=v["reviewer"],
            lic=v["lic"], cert=v["cert"], me=c.me.dr(), no=c.lic())
    if NICK.get(c.pt.first) and r.random() < 0.6:
        n.f("Also known as '{nk}' - to be recorded as an alias.\n", nk=(NICK[c.pt.first], "PATIENT"))
    n.t("\nAction / outcome:\n")
    appt = c.off(d0, r.randint(1, 4))
    if sys != "US":
        n.f("- Appointment for {nok} on {d} at {t}{where}.\n", nok=c.nok.formal(), d=c.D(appt, pick(r, ["wd", c.ds])),
            t="%02d:%02d" % (r.randint(9, 15), pick(r, [0, 20, 40])),
            where=[" at ", c.town, " ", v["reg"]] if r.random() < 0.5 else " (telephone registration)")
    if r.random() < 0.7 and sys != "US":
        n.f("- Death registered {d}, {dist} district, entry no. {en}.\n", d=c.D(c.off(appt, 0)),
            dist=c.town, en=(str(r.randint(1, 900)), "IDNUM"))
        n.f("- {doc} issued (no. {no}) and sent to {fd}.\n",
            doc=pick(r, ["Certificate for Burial or Cremation (green form)", "burial/cremation authority",
                         "Form 14 (certificate of registration)"]), no=(lt2(r) + dg(r, 6), "IDNUM"), fd=c.fd)
    elif sys == "US":
        n.f("- Certificate accepted in EDRS {d}; burial-transit permit {no} issued to {fd}.\n",
            d=c.D(c.off(appt, 0)), no=("BTP-" + dg(r, 7), "IDNUM"), fd=c.fd)
    if sys in ("GB", "SC") and r.random() < 0.5:
        n.f("- Tell Us Once reference {tuo} given to {nok}.\n", tuo=("TUO" + dg(r, 8), "IDNUM"), nok=c.nok.fn())
    if r.random() < 0.4:
        n.f("- Online booking link sent to informant: {url}\n", url=c.url("register-a-death/book?ref=" + dg(r, 6)))
    if r.random() < 0.5:
        n.f("- Feedback to AP {ap} ({em}) re correct completion.\n", ap=ap.dr(False), em=ap.email(r, "example.org"))
    n.t("\n")
    cm.sig(n, c, c.meo, v["officer"], None, c.D(d0))
    if r.random() < 0.4:
        cm.audit(n, c, c.meo, d0)
    return n, c.country


def lt2(r):
    return pick(r, ["A", "B", "C", "D", "G", "K"]) + pick(r, ["A", "E", "L", "R", "T"])


# ------------------------------------------------------------------------------------------
def verification_of_death(rng, sys, lower):
    c = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    r, v = rng, c.v
    st = setting(c)
    if sys == "US" and r.random() < 0.7:
        _pronounce(n, c)
        return n, c.country
    tot = int(c.tod[:2]) * 60 + int(c.tod[3:]) + r.randint(5, 40)
    vt = "%02d:%02d" % ((tot // 60) % 24, tot % 60)
    n.t(pick(r, ["VERIFICATION OF %s DEATH\n" % pick(r, ["EXPECTED", "EXPECTED ADULT"]),
                 "Verification of death record (registered nurse verification)\n",
                 "Verification of Death - nursing record\n"]))
    if st == "hosp":
        n.f("{hosp} - {ward}, bed {bed}\n", hosp=c.hosp, ward=c.ward, bed=c.bed)
    elif st == "care":
        n.f("{home}, {town} - room {rm}\n", home=c.home, town=c.town, rm=(str(r.randint(1, 48)), "LOCATION_OTHER"))
    else:
        n.f("Community nursing team ({gp} patient) - home visit to {addr}\n", gp=c.gpprac, addr=c.addr())
    n.f("Patient: {pt}    DOB: {dob}    {pl}: {pid}\n", pt=pick(r, [c.pt.fml(), c.pt.upper()]), dob=c.D(c.dob),
        pl=v["pid"], pid=c.pid)
    n.f("Date: {dod}    Time of death (last breath, per {who}): {tod}    Time verified: {vt}\n", dod=c.D(c.dod),
        who=pick(r, ["family", "staff", "HCA"]), tod=c.tod, vt=vt)
    nv = c.nurse
    n.f("Verified by: {nv}, {role} ({nl} {pin})\n", nv=nv.full(),
        role=pick(r, ["RN", "Charge Nurse", "District Nurse", "Senior Staff Nurse"]), nl=v["nlic"], pin=c.nlic())
    if r.random() < 0.6:
        n.f("Witness: {w}, {wr}\n", w=c.mk("DOCTOR").full(), wr=pick(r, ["HCA", "RN", "student nurse", "RGN"]))
    n.t("\nFindings (each observed for a minimum of 1 minute):\n")
    for item in ["No central pulse (carotid) palpable", "No heart sounds on auscultation",
                 "No breath sounds / respiratory effort", "Pupils fixed and dilated, no response to light",
                 "No response to painful stimulus (trapezius squeeze / supraorbital pressure)"]:
        n.t(pick(r, ["[x] ", "- ", "\u2713 "]) + item + "\n")
    n.t("(Academy of Medical Royal Colleges Code of Practice 2008 followed.)\n" if sys in ("GB", "SC") else "")
    n.t("\nExpected death: ")
    n.f(pick(r, ["Yes - DNACPR dated {d}; end-of-life care plan in place.",
                 "Yes - ReSPECT form completed {d}.",
                 "Yes - on GSF register; anticipatory medicines in the home since {d}."]),
        d=c.D(c.off(c.dod, -r.randint(2, 40))))
    imp = cm.implant(c)
    n.t("\nImplantable device: ")
    if imp and imp[0] in ("ICD", "CRT-D"):
        n.f("{k} ({m}, SN {sn}) - deactivated on {d} by cardiac physiologist {cp}.\n", k=imp[0], m=imp[1], sn=imp[2],
            d=c.D(c.off(c.dod, -r.randint(1, 5))), cp=c.mk("DOCTOR").full())
    elif imp:
        n.f("{k} ({m}), serial {sn} - recorded for mortuary / funeral director.\n", k=imp[0], m=imp[1], sn=imp[2])
    else:
        n.t("none known.\n")
    if r.random() < 0.5:
        n.f("Syringe driver (McKinley T34, asset {a}) stopped at {t} and removed; contents: {dr}.\n",
            a=(pick(r, ["MT", "T34-", "ASSET "]) + dg(r, 6), "DEVICE"), t=c.tod, dr=pick(r, ["midazolam and morphine",
                                                                                        "oxycodone and glycopyrronium"]))
    n.t("Infection risk: " + pick(r, ["none known", "MRSA", "C. difficile", "COVID-19", "none"]) + ".\n")
    n.t("Present at death: ")
    n.add(pick(r, [[c.nokrel, " ", c.nok.full()], [c.nokrel, " ", c.nok.full(), " and ", c.fam2rel, " ", c.fam2.full()],
                   "nobody - found at routine check", ["staff (", c.mk("DOCTOR").full(), ")"]]))
    tot += r.randint(5, 50)
    n.f("\nNOK informed: {nok} ({rel}) at {t} by {how} {tel}\n", nok=c.nok.full(), rel=c.nokrel,
        t="%02d:%02d" % ((tot // 60) % 24, tot % 60), how=pick(r, ["telephone", "phone -"]),
        tel=c.phone("mob"))
    n.f("Informed: {doc} ({when}); police not required.\n", doc=attender(c).dr(),
        when=pick(r, ["at the time", "next working day", "by message to practice"]))
    if st == "hosp":
        n.t("Last offices performed; ID bands x2 (wrist and ankle), notification of death labels attached. ")
        n.t(pick(r, ["Wedding ring left on per family wishes. ", "Jewellery removed and bagged. ", ""]))
        tot += r.randint(60, 180)
        n.f("To mortuary at {t}.\n", t="%02d:%02d" % ((tot // 60) % 24, tot % 60))
    else:
        n.f("Family contacted {fd}{tel}; collection expected within 2 hours.\n", fd=c.fd,
            tel=[" on ", c.phone()] if r.random() < 0.5 else "")
    n.f("\nSigned: {nv}    {d}\n", nv=nv.full(), d=c.D(c.dod))
    return n, c.country


def _pronounce(n, c):
    r = c.rng
    n.f("PRONOUNCEMENT OF DEATH NOTE - {hosp}, {ward}, Rm {bed}\n", hosp=c.hosp, ward=c.ward, bed=c.bed)
    n.f("Pt: {pt}, {age} y/o {sx}, MRN {mrn}, Acct {acct}\n", pt=c.pt.full(), age=(str(c.age), "AGE"),
        sx="female" if c.pt.sex == "F" else "male", mrn=c.pid, acct=c.acct)
    n.f("Called to bedside by RN {rn} for pt unresponsive. Pt has been DNR/DNI (POLST on file) and comfort care "
        "since {d}.\n", rn=c.nurse.full(), d=c.D(c.off(c.dod, -r.randint(1, 5))))
    n.t("Exam: no spontaneous respirations, no heart sounds auscultated for 1 minute, no carotid pulse, pupils "
        "fixed and dilated, no response to sternal rub.\n")
    n.f("Time of death declared: {t} on {d}.\n", t=c.tod, d=c.D(c.dod, pick(r, [c.ds, "wd"])))
    n.f("Family at bedside: {rel} {nok}{more}. Condolences offered; chaplain {ch} called.\n", rel=c.nokrel,
        nok=c.nok.full(), more=[" and ", c.fam2rel, " ", c.fam2.full()] if r.random() < 0.5 else "",
        ch=c.mk("DOCTOR").full())
    n.f("Attending {att} notified. ME notified ({ref}) - jurisdiction {jd}.\n", att=c.cons.dr(), ref=c.corref,
        jd="declined" if not c.cause.get("refer") else "accepted")
    n.f("OPO notified, referral #{opo} - {oc}. Autopsy offered: {au}.\n", opo=(dg(r, 7), "IDNUM"),
        oc=pick(r, ["not a candidate", "tissue donation only (corneas)", "ruled out"]),
        au=pick(r, ["declined", "declined by family", "requested - hospital autopsy"]))
    imp = cm.implant(c)
    if imp:
        n.f("Note: {k} in situ ({m}, SN {sn}); funeral home to be informed.\n", k=imp[0], m=imp[1], sn=imp[2])
    n.f("\n{att}, {gr} | pager {pg}\n", att=c.att.dr(), gr=c.grade, pg=c.phone("bleep"))


# ------------------------------------------------------------------------------------------
def mortuary_release(rng, sys, lower):
    c = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    r, v = rng, c.v
    st = setting(c)
    n.t(pick(r, ["MORTUARY REGISTER - ADMISSION AND RELEASE\n", "Mortuary record: receipt / release of deceased\n",
                 "Body store - release checklist\n"]))
    n.f("{hosp} mortuary    Mortuary no.: {mn}    Location: {loc}\n", hosp=c.hosp,
        mn=(pick(r, ["M", "MT", ""]) + str(c.dod.year % 100) + "/" + dg(r, 4), "IDNUM"),
        loc=(pick(r, ["Bay %d, tray %d" % (r.randint(1, 6), r.randint(1, 24)), "Fridge %d" % r.randint(1, 40),
                      "Space %s%d" % (pick(r, "ABCD"), r.randint(1, 12)), "Bariatric unit %d" % r.randint(1, 3)]),
             "LOCATION_OTHER"))
    n.f("\nDeceased: {pt}    Sex: {sx}    DOB: {dob}    Age: {age}\n", pt=c.pt.upper(), sx=sex(c), dob=c.D(c.dob),
        age=(str(c.age), "AGE"))
    n.f("{pl}: {pid}    {sl}: {sid}\nDate of death: {dod}\n", pl=v["pid"], pid=c.pid, sl=v["sid"], sid=c.sid,
        dod=c.D(c.dod))
    adm_t = "%02d:%02d" % (r.randint(0, 23), r.randrange(60))
    if st == "hosp":
        n.f("Received from: {ward} at {t} on {d}, porters {p1} / {p2}\n", ward=c.ward, t=adm_t, d=c.D(c.dod),
            p1=c.mk("DOCTOR").full(), p2=c.mk("DOCTOR").fn())
    else:
        n.f("Received from community ({town}) by {fd}, private ambulance {veh}, at {t} on {d}\n", town=c.town,
            fd=c.fd, veh=c.plate(), t=adm_t, d=c.D(c.off(c.dod, 0)))
    n.f("ID check on receipt: wrist + ankle bands match notification of death form - {apt} (APT)\n",
        apt=c.apt.full())
    if c.cause.get("refer"):
        n.f("{cor} case - ref {ref}. Identification by {rel} {nok} on {d}; {bio}\n", cor=v["coroner"],
            ref=c.corref, rel=c.nokrel, nok=c.nok.full(), d=c.D(c.off(c.dod, 1)),
            bio=["fingerprint ID ", c.bio(), " confirmed by police."] if r.random() < 0.6 else "visual ID.")
        n.f("Post-mortem {pm} on {d} by {path} (pathologist).\n", pm=c.pmno, d=c.D(c.off(c.dod, r.randint(2, 5))),
            path=c.mk("DOCTOR").dr())
    prop = ["wedding ring (yellow metal)", "white metal earrings", "wristwatch", "religious medal", "kara",
            "hearing aid (left)", "dentures (upper)"]
    k = r.randint(0, 2)
    n.t("\nProperty with body: " + (", ".join(prop.pop(r.randrange(len(prop))) for _ in range(k)) or "nil") + "\n")
    imp = cm.implant(c)
    if imp:
        n.f("Implant: {k} ({m}) SN {sn} - {act} by {apt} on {d}.\n", k=imp[0], m=imp[1], sn=imp[2],
            act=pick(r, ["explanted", "removed", "removed and returned to cardiac physiology"]), apt=c.apt.full(),
            d=c.D(c.off(c.dod, r.randint(1, 3))))
    else:
        n.t("Implants: none on check of notes and CXR.\n")
    n.t("High risk: " + pick(r, ["none", "none", "Hep B", "TB (suspected)", "COVID-19"]) + "\n")
    if r.random() < 0.5:
        n.f("Viewing: {who} on {d} at {t} (booked by {bo}).\n", who=[c.nokrel, " ", c.nok.full()],
            d=c.D(c.off(c.dod, r.randint(1, 4)), pick(r, [c.ds, "wds"])), t="%02d:%02d" % (r.randint(10, 16), 0),
            bo=c.bo.full())
    n.t("\nRelease documents:\n")
    if sys == "US":
        n.f("[x] ME release ({ref})\n[x] Burial-transit permit no. {no}\n", ref=c.corref, no=("BTP-" + dg(r, 7), "IDNUM"))
    elif sys == "GB" and c.cause.get("refer"):
        n.f("[x] Coroner's Order for Burial / Certificate for Cremation (Form Cremation 6), ref {ref}\n", ref=c.corref)
    else:
        n.f("[x] {doc} no. {no}\n", doc=pick(r, ["Certificate for Burial or Cremation (green form)",
                                                 "cremation authority (medical referee signed)",
                                                 "release authorisation"]), no=(lt2(r) + dg(r, 6), "IDNUM"))
    n.t("[x] Funeral director ID checked    [x] Release form signed\n")
    rd = c.off(c.dod, r.randint(3, 12))
    n.f("\nReleased to: {fd} - tel {fdtel}\nCollected by: {p1} and {p2}    Vehicle: {veh}\n", fd=c.fd, fdtel=c.phone(),
        p1=c.fdp.full(), p2=c.mk("FAMILY").full(), veh=c.plate())
    n.f("Date / time: {d} {t}\nReleased by: {apt}, APT", d=c.D(rd), t="%02d:%02d" % (r.randint(8, 17), r.randrange(60)),
        apt=c.apt.full())
    if r.random() < 0.35:
        n.f(" (biometric sign-out {bio})", bio=(pick(r, ["FPS-", "BIO-", "PV"]) + dg(r, 6), "BIOID"))
    n.f("    Checked by: {a2}\n", a2=c.mk("DOCTOR").full())
    n.t(pick(r, ["Destination: funeral home chapel of rest.\n", "For cremation at ", "For burial at "]))
    if n.parts[-1].lower().endswith("at "):
        n.add(c.crematorium)
        n.t(".\n")
    if r.random() < 0.4:
        n.f("Mortuary fee account: {acct}\n", acct=("MORT-" + dg(r, 5), "ACCOUNT"))
    return n, c.country
