"""Genres: registration and funeral arrangements log, follow-up clinic
letter, perinatal mortality review summary."""

import pools as PL
from core import Note, P, pick, chance, seq
import common as C

CERT = {
    "UK": ("Medical Certificate of Stillbirth", "MCCD (neonatal death)", "register office"),
    "IE": ("Stillbirth Notification Form", "Medical Certificate of Cause of Death", "civil registration office"),
    "AU": ("Perinatal Death Certificate", "Perinatal Death Certificate", "Registry of Births, Deaths and Marriages"),
    "NZ": ("Medical Certificate of Causes of Fetal and Neonatal Death", "Medical Certificate of Causes of Fetal and Neonatal Death",
           "Births, Deaths and Marriages office"),
    "CA": ("Medical Certificate of Stillbirth", "Medical Certificate of Death", "vital statistics office"),
}


def _fd_person(cx):
    return cx.other("fd_person")


# ---------------------------------------------------------------------------
def registration_funeral(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, pick(r, ["sb", "sb", "nnd", "lmc"]))
    bmw = cx.staff("bmw", "Bereavement Midwife")
    doc = cx.staff("reg", "Obstetric Registrar", kind="dr")
    fdo = pick(r, PL.FUNERAL_DIRECTORS)
    fdp = _fd_person(cx)
    n.add(pick(r, ["REGISTRATION AND FUNERAL ARRANGEMENTS LOG", "Registration / Funeral Arrangements - Bereavement Log",
                   "AFTER-DEATH PAPERWORK AND FUNERAL LOG"]), "\n")
    n.add("Mother: ", m.nm(pick(r, ["last_first", "full", "f_caps"])), "   ", C.mrn_line(cx), "\n")
    n.add("Baby: ", C.baby_nm(cx), "   ", pick(r, ["Baby MRN", "Infant no."]), ": ", cx.mrn("baby"), "\n")
    kp = C.kind_phrase(cx)
    n.w("{k} at {g} on {d}", k=kp[:1].upper() + kp[1:], g=C.gest(cx), d=cx.d(cx.loss))
    if cx.kind == "nnd":
        n.w("; died {d} aged {a}", d=cx.d(cx.death), a=C.death_age(cx))
    n.add("\n")
    legal = cx.kind in ("sb", "nnd")
    if not legal:
        n.add("Loss before the legal threshold for registration - no legal requirement to register; ",
              "certificate of birth before 24 weeks offered by the hospital.\n" if cx.c in ("UK", "IE")
              else "commemorative certificate offered.\n")
    n.add("\n")
    tab = chance(r, 0.35)
    if tab:
        n.add("Date       | Time  | Entry                                                     | Sign\n")
    entries = []
    d = cx.death
    cert = CERT[cx.c][1 if cx.kind == "nnd" else 0]
    office = CERT[cx.c][2]
    if legal:
        entries.append((d, ["", cert, " completed by ", doc.nm(pick(r, ["title_full", "title_last"])), " (",
                            cx.license(doc)[0], " ", cx.license(doc)[1], "). Certificate serial ",
                            P(pick(r, ["%s %06d" % (pick(r, ["SB", "D", "MC"]), r.randrange(999999)),
                                       "%07d" % r.randrange(9999999), "%s-%d-%05d" % ({"UK": "MCSB", "IE": "MCCD", "AU": "PDC", "NZ": "HP", "CA": "MCS"}[cx.c], cx.loss.year, r.randrange(99999))]),
                              "LICENSE"), " given to parents in envelope."]))
    d1 = cx.days(d, 1, 3)
    entries.append((d1, ["Phoned ", P(fdo, "ORGANIZATION"), " - spoke to ", fdp.nm(pick(r, ["full", "first", "title_last"])),
                         " on ", P(cx.phone("land"), "PHONE"), ". ",
                         pick(r, ["Private funeral requested; FD to liaise with mortuary.",
                                  "Parents choosing hospital-arranged shared cremation - FD not required.",
                                  "Family wish burial in family plot.",
                                  "Quote for infant funeral sent; no charge for baby funerals."])]))
    if legal:
        d2 = cx.days(d, 2, 12)
        reg = cx.other("registrar")
        ent = ["Registration appointment at the ", office, " in ", P(cx.towns[2], "CITY"), " on ", cx.dn(d2), " at ", cx.tm(day=True)]
        if chance(r, 0.5):
            ent += [" with registrar ", reg.nm(pick(r, ["title_last", "full"]))]
        ent.append(". Both parents to attend if unmarried to have both names entered.")
        entries.append((d1, ent))
        if cx.c in ("IE", "CA", "NZ", "AU") and chance(r, 0.8):
            lab, v = cx.ssn()
            ent = ["Registration form completed with parents: mother's ", lab, " ", v]
            if cx.partner and chance(r, 0.6):
                lab2, v2 = cx.ssn("partner")
                ent += ["; ", cx.partner.nm("first"), "'s ", lab2, " ", v2]
            ent.append({"IE": ". Stillbirth registration in the Stillbirths Register explained." if cx.kind == "sb"
                        else ". Birth and death both to be registered; parents aware.",
                        "CA": ". EI compassionate care / maternity benefits info given.",
                        "NZ": ". Paid parental leave still applies - IRD form given.",
                        "AU": ". Stillborn Baby Payment claim lodged with Services Australia."}[cx.c])
            entries.append((d2, ent))
    d3 = cx.days(d, 3, 8)
    if chance(r, 0.7):
        apt = cx.staff("apt", "Mortuary APT", kind="other")
        ent = ["Release from mortuary authorised by ", apt.nm(pick(r, ["full", "init_last"])), " (APT). Release form ",
               P("RF-%05d" % r.randrange(99999), "IDNUM"), ". "]
        if chance(r, 0.6):
            ent += ["Collected by ", fdp.nm("first"), " in private ambulance, reg ", cx.plate(), "."]
        else:
            ent += ["Parents transported baby themselves in cold bag - vehicle reg ", cx.plate(),
                    "; letter of authority given for travel."]
        entries.append((d3, ent))
    cem = P(pick(r, PL.CEMETERIES).replace("{T}", cx.home_town), "LOCATION_OTHER")
    d4 = cx.days(d, 6, 20)
    ent = [pick(r, ["Funeral booked: ", "Service confirmed: ", "Cremation booked: "]), cx.d(d4, "n"), " ", cx.tm(day=True), " at ", cem]
    fl = C.faith_leader(cx, cx.memo("faith", lambda: C.faith(r)))
    if fl and chance(r, 0.5):
        ent += [", preceded by service at ", fl[1]]
    if cx.c == "NZ" and chance(r, 0.6):
        ent += ["; tangihanga at ", P(pick(r, PL.MARAE), "LOCATION_OTHER"), " beforehand, whenua returned to whanau"]
    if chance(r, 0.4):
        ent += [". Relatives flying in from ", P(pick(r, PL.ORIGIN_COUNTRIES), "COUNTRY")]
    ent.append(".")
    entries.append((d3 if d3 < d4 else d1, ent))
    if chance(r, 0.6):
        acc = ["FD account ref ", P("%s-%05d" % (pick(r, ["INV", "AC", "FD"]), r.randrange(99999)), "ACCOUNT")]
        if chance(r, 0.35):
            acc += [" - invoice to be sent to ", cx.home(), "."]
        else:
            acc.append(pick(r, [" - no charge (infant).", " - costs covered by hospital contract."]))
        entries.append((d3, acc))
    if chance(r, 0.5):
        if chance(r, 0.4):
            ash = ["to be scattered in the ", P(pick(r, PL.MEMORIAL).replace("{T}", cx.hosp_town), "LOCATION_OTHER"),
                   " as requested."]
        else:
            ash = [pick(r, ["to be collected by parents from FD.",
                            "parents informed that at this gestation there may be few or no ashes."])]
        entries.append((cx.days(d4, 0, 3), ["Ashes: "] + ash))
    entries.sort(key=lambda e: e[0])
    for dd, ent in entries:
        who = pick(r, [bmw, cx.staff("mw", "Midwife")])
        if tab:
            n.add(cx.d(dd, "dmy" if not cx.ca else "iso"), " | ", cx.tm(), " | ", ent, " | ", who.nm("initials"), "\n")
        else:
            n.add(cx.d(dd), " ", cx.tm(), " - ", ent, " ", pick(r, ["/", "-", ""]), who.nm(pick(r, ["initials", "init_last"])), "\n")
    n.add("\n")
    if chance(r, 0.6):
        n.w("Parents' contact for FD: {ph} / {em}\n", ph=P(cx.phone("mob"), "PHONE"), em=cx.email(m))
    n.add("Log held by: ", bmw.nm(pick(r, ["full_cred", "full"])), ", ", bmw.role, "\n")
    if chance(r, 0.4):
        C.audit(n, cx, bmw, d4, lead="")
    return n


# ---------------------------------------------------------------------------
def followup_letter(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, pick(r, ["sb", "sb", "nnd", "lmc", "sb"]))
    cons = cx.staff("cons", "Consultant Obstetrician", kind="dr")
    clinic = cx.days(cx.death, 42, 110)
    C.letterhead(n, cx, dept=pick(r, ["Perinatal Loss Follow-up Clinic", "Maternity Bereavement Service",
                                      "Fetal Medicine Unit"]))
    n.add("\n")
    n.add(pick(r, ["Date dictated: ", "Dictated: ", ""]), cx.d(clinic, "f"))
    if chance(r, 0.6):
        n.add("   Typed: ", cx.d(cx.days(clinic, 1, 9), "f"))
    n.add("\n")
    n.add(pick(r, ["Our ref: ", "Ref: "]), cons.nm("initials"), "/", P(cx.staff("sec", "Secretary", kind="other").nm("lc_initials").text, "DOCTOR"), "/", cx.mrn(), "\n\n")
    if chance(r, 0.6):
        n.add(m.nm(pick(r, ["title_full", "full"])))
        if cx.partner:
            n.add(" and ", cx.partner.nm(pick(r, ["title_full", "full"])))
        n.add("\n", cx.home(sep="\n"), "\n\n")
    frm = pick(r, ["first", "first", "title_last"])
    n.add("Dear ", m.nm(frm))
    if cx.partner:
        n.add(" and ", cx.partner.nm(frm))
    n.add(",\n\n")
    n.add("Re: ", C.baby_nm(cx, "full" if cx.baby_named else None), ", born ", cx.d(cx.loss, "f"))
    if cx.kind == "nnd":
        n.add(", died ", cx.d(cx.death, "f"))
    n.add("\n\n")
    n.w("Thank you for coming to see me in the {cl} on {d}", cl=pick(r, ["bereavement follow-up clinic", "clinic", "Rainbow Clinic"]),
        d=cx.d(clinic, pick(r, ["n", "n", "f"])))
    if chance(r, 0.5):
        n.add(" with ", C.clinician_ref(cx, "bmw", "mw", pick(r, ["full", "first"])), ", our bereavement midwife")
    n.add(". I know how hard it was to come back to the hospital, and I am writing, as promised, to summarise what we discussed.\n\n")
    n.add(pick(r, ["Post-mortem examination: ", "Results of the post-mortem: "]))
    n.add(pick(r, ["The full post-mortem by ", "The examination carried out by "]),
          C.clinician_ref(cx, "path", "dr", "title_last"), " at ",
          P(pick(r, PL.PATHOLOGY_CENTRES).replace("{T}", cx.towns[3]), "HOSPITAL"))
    n.w(" (case {pm}) described a {sx} baby, weight {w} g, consistent with {g} weeks. ",
        pm=cx.idnum("PM", 4), sx=cx.baby_sex, w=str(cx.weight), g=str(cx.gw))
    n.w("The placenta weighed {pw} g (<10th centile) and histology showed {h}. ", pw=str(r.randrange(180, 520)),
        h=pick(r, ["maternal vascular malperfusion with infarction of about 30% of the parenchyma",
                   "acute chorioamnionitis with a fetal inflammatory response (stage 2, grade 2)",
                   "a retroplacental haematoma in keeping with abruption",
                   "no significant abnormality", "chronic histiocytic intervillositis",
                   "a true knot with venous congestion on the fetal side"]))
    n.add("Microarray was ", "abnormal, confirming the trisomy" if "trisomy" in cx.cause else "normal",
          " (lab no. ", P("G%d-%05d" % (cx.loss.year % 100, r.randrange(99999)), "IDNUM"), ").\n\n")
    n.add("Blood tests: ", pick(r, ["Your Kleihauer test was negative. ", "Kleihauer showed 4 mL fetomaternal haemorrhage. "]),
          "HbA1c ", str(r.randrange(30, 48)), " mmol/mol, TFTs normal (TSH ", "%.1f" % (r.randrange(5, 40) / 10),
          " mU/L), bile acids ", str(r.randrange(2, 14)), " umol/L, ", pick(r, [
              "lupus anticoagulant and anticardiolipin antibodies negative", "lupus anticoagulant weakly positive - to repeat in 12 weeks",
              "parvovirus IgM negative, CMV IgG positive / IgM negative"]), ".\n\n")
    n.w("In summary, we think the most likely cause of {b}'s death was {c}. ",
        b=cx.baby.nm("first") if cx.baby_named else "your baby", c=cx.cause)
    n.add(pick(r, ["Nothing you did or did not do caused this. ",
                   "I want to stress again that this was not caused by anything you did. ", ""]))
    n.w("The chance of this happening again is low, though you would be offered extra care. Your care was reviewed using the {tool} and the report is enclosed.\n\n",
        tool={"UK": "Perinatal Mortality Review Tool (PMRT)", "IE": "national perinatal review process",
              "AU": "PSANZ classification", "NZ": "PMMRC local review", "CA": "quality of care review"}[cx.c])
    n.add("For a future pregnancy I recommend:\n")
    recs = ["early booking and referral to our subsequent pregnancy (Rainbow) clinic",
            "aspirin 150 mg at night from 12 weeks until 36 weeks",
            "folic acid 400 mcg daily from now", "serial growth scans with uterine artery Doppler every 2-4 weeks from 24/40",
            "HbA1c and OGTT at 24-28 weeks", "planned birth from 37-38 weeks, individualised",
            "LMWH (enoxaparin 40 mg SC daily) from a positive pregnancy test", "first-trimester screening at 11-13+6 weeks"]
    r.shuffle(recs)
    for i, x in enumerate(recs[:r.randrange(3, 6)]):
        n.add("  ", str(i + 1), ". ", x, "\n")
    n.add("\n")
    n.w("You mentioned that the anniversary of {b}'s birth on {d} will be difficult", b=cx.baby.nm("first") if cx.baby_named else "the baby",
        d=cx.d(cx.loss, pick(r, ["d_month", "d_month_th"]) if not cx.ca else "md"))
    if chance(r, 0.4):
        n.add(", falling close to ", P(pick(r, ["Christmas", "Mother's Day", "Easter", "Diwali", "Eid", "New Year's Day", "Father's Day"]), "DATE"))
    n.add(". Please do contact ")
    n.add(C.clinician_ref(cx, "bmw", "mw", "full"), " on ", P(cx.phone("land"), "PHONE"), " or ", cx.email(cx.staff("bmw")),
          " at any time.\n\n")
    if chance(r, 0.5):
        n.w("I have also referred you to {cs} for counselling, as you requested.\n\n",
            cs=P(pick(r, PL.COUNSELLING).replace("{T}", cx.home_town), "HOSPITAL"))
    n.add(pick(r, ["Yours sincerely,", "With kind regards,", "Yours sincerely"]), "\n\n\n")
    n.add(cons.nm(pick(r, ["title_full", "full_cred"])), "\n", pick(r, ["Consultant Obstetrician", "Consultant in Fetal Medicine",
                                                                     "Consultant Obstetrician and Gynaecologist"]), "\n")
    lab, v = cx.license(cons)
    n.add(lab, " ", v, "\n\n")
    gp = cx.staff("gp", "GP", kind="dr")
    n.add("cc: ", gp.nm("title_full"), ", ", P(cx.gp_practice, "HOSPITAL"), ", ", cx.addr(sep=", "), "\n")
    if chance(r, 0.6):
        n.add("cc: ", C.clinician_ref(cx, "lmc" if cx.c == "NZ" else "mw", "mw", "full"),
              ", ", "LMC midwife" if cx.c == "NZ" else "community midwife", "\n")
    if chance(r, 0.3):
        n.add("Enc: PM report, placental histology report (", cx.idnum("H", 5), ")\n")
    return n


# ---------------------------------------------------------------------------
def mortality_review(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, pick(r, ["sb", "sb", "nnd", "nnd"]))
    rev = cx.days(cx.death, 40, 150)
    tool = {"UK": "PMRT", "IE": "Perinatal Mortality Review", "AU": "Perinatal Mortality Review (PSANZ)",
            "NZ": "Local Perinatal Mortality Review", "CA": "Perinatal Quality of Care Review"}[cx.c]
    n.add(pick(r, ["PERINATAL MORTALITY REVIEW SUMMARY", "Perinatal Mortality Review - Summary Report"]), "\n")
    n.add(P(cx.hospital, "HOSPITAL"), " | ", tool, "\n")
    n.add("Review ID: ", cx.idnum(pick(r, ["PMR", "RV", "PMRT"]), 5))
    if chance(r, 0.6):
        n.add("   Incident ref: ", P("%s%06d" % (pick(r, ["W", "DX", "IR", "RL"]), r.randrange(999999)), "IDNUM"))
    n.add("\nReview meeting: ", cx.d(rev), "   Report finalised: ", cx.d(cx.days(rev, 7, 40)), "\n\n")
    n.add("1. CASE DETAILS\n")
    n.add("Mother: ", m.nm(pick(r, ["full", "last_first", "initials"])), ", ", cx.age_p(style="year"), ", ",
          "G", str(cx.grav), "P", str(cx.para), "; ", C.mrn_line(cx), "\n")
    n.add("Baby: ", C.baby_nm(cx), "; ", C.kind_phrase(cx), " at ", C.gest(cx, "weeks"), "; birth weight ", str(cx.weight),
          " g (", pick(r, ["<3rd", "9th", "22nd", "48th", "75th"]), " centile)\n")
    n.add("Date of birth: ", cx.d(cx.loss))
    if cx.kind == "nnd":
        n.add("   Date of death: ", cx.d(cx.death))
        if cx.nnd_days or chance(r, 0.5):
            n.add(" (aged ", C.death_age(cx), ")")
        else:
            n.add(" (within 24 hours of birth)")
    n.add("\nBooked at: ", P(cx.hospital, "HOSPITAL"), pick(r, ["", [" (transferred in utero from ", P(cx.hospital2, "HOSPITAL"), ")"]]), "\n")
    if chance(r, 0.6):
        n.w("Social: {nm} is a {job}; {p}.\n", nm=m.nm("first"), job=P(cx.prof, "PROFESSION"),
            p=pick(r, [["partner ", cx.partner.nm("first"), " is a ", P(cx.pprof, "PROFESSION")] if cx.partner else "single, supported by family",
                       "smoker, 10/day, referred to stop-smoking service at booking", "BMI 34, no other risk factors"]))
    n.add("\n2. REVIEW PANEL\n")
    panel = [("chair", "Consultant Obstetrician (chair)", "dr"), ("neo", "Consultant Neonatologist", "dr"),
             ("bmw", "Bereavement Midwife", "mw"), ("sm", "Labour Ward Manager", "mw"),
             ("path", "Perinatal Pathologist", "dr"), ("gov", "Midwife, Quality and Safety", "mw")]
    r.shuffle(panel)
    for key, role, kind in panel[:r.randrange(4, 7)]:
        p = cx.staff(key, role, kind=kind)
        n.add("- ", p.nm(pick(r, ["title_full", "full", "full_cred"])), ", ", role, "\n")
    ext = cx.staff("ext", "External Obstetrician", kind="dr")
    n.add("- ", ext.nm("title_full"), ", external panel member, ", P(cx.hospital2, "HOSPITAL"), "\n")
    n.add("\n3. PARENT ENGAGEMENT\n")
    n.w("Parents informed of the review by {b} on {d}. ", b=C.clinician_ref(cx, "bmw", "mw", "full"), d=cx.dn(cx.days(cx.death, 5, 20)))
    n.add(pick(r, ["Their questions were: ", "Questions submitted by the parents: "]))
    qa, qb = pick(r, [("(a) why reduced movements on ", " did not lead to a scan; "),
                      ("(a) why the CTG on ", " was reported as normal; "),
                      ("(a) why the scan on ", " did not show a problem; ")])
    n.add(qa, cx.d(cx.days(cx.loss, -9, -1), "n"), qb,
          "(b) whether the baby would have survived if born earlier; (c) what will be different next time.\n")
    n.add("\n4. TIMELINE\n")
    t0 = cx.days(cx.loss, -60, -20)
    rows = [(t0, "Growth scan: EFW %d g (%s centile), UA PI normal" % (r.randrange(800, 2600), pick(r, ["8th", "15th", "31st"]))),
            (cx.days(cx.loss, -14, -3), "Attended triage with RFM; CTG (Philips Avalon FM30) normal by Dawes-Redman criteria (STV %.1f ms)" % (r.randrange(40, 110) / 10)),
            (cx.days(cx.loss, -2, -1), pick(r, ["Phoned triage with abdominal pain - advised paracetamol", "Second RFM presentation; no scan arranged",
                                                "Community midwife visit - SFH 28 cm at 32/40, not plotted"])),
            (cx.loss, pick(r, ["No fetal heart on auscultation; IUFD confirmed on USS by 2 clinicians",
                               "Attended with no fetal movements; IUFD confirmed; IOL with mifepristone/misoprostol"])
             if cx.kind == "sb" else
             pick(r, ["Admitted in labour; pathological CTG; category 1 LSCS, DDI 34 min",
                      "Born in poor condition; Apgars 1, 3, 5; cord pH 6.89, BE -18"]))]
    if cx.kind == "nnd":
        rows.append((cx.death, pick(r, ["Redirection of care after MRI day 4; died in parents' arms",
                                        "Died in NICU after withdrawal of intensive care", "Died in hospice after transfer for end-of-life care"])))
    for dd, txt in rows:
        n.add("  ", cx.d(dd, "dmy" if not cx.ca else "iso"), "  ", cx.tm(), "  ", txt, "\n")
    n.add("\n5. CARE ISSUES AND GRADING\n")
    issues = ["RFM guideline not followed - no scan within 24 h", "SGA not detected; SFH not plotted on customised chart",
              "Delay of 55 min in escalation of pathological CTG", "Smoking cessation referral not made",
              "Good bereavement care - parents' feedback very positive", "Interpreter not used at triage",
              "Neonatal resuscitation in line with NLS; no issues", "Postnatal debrief offered and given"]
    r.shuffle(issues)
    for x in issues[:r.randrange(2, 5)]:
        n.add("- ", x, "\n")
    grade = pick(r, ["A", "B", "C", "D"])
    n.w("Overall grading (care to death): {g}. Grading (care after death): {h}.\n", g=grade, h=pick(r, ["A", "A", "B"]))
    n.add("\n6. ACTIONS\n")
    for k in range(r.randrange(2, 4)):
        lead = cx.staff(pick(r, ["sm", "gov", "chair", "bmw"]), "Lead", kind="mw")
        n.w("{i}. {a} - lead {l}, due {d}\n", i=str(k + 1), a=pick(r, [
            "Re-audit RFM pathway compliance", "GAP/customised growth chart training for community team",
            "Add interpreter prompt to triage proforma", "Share learning at perinatal M&M",
            "Review CTG escalation with fresh eyes every hour"]),
            l=lead.nm(pick(r, ["full", "init_last", "title_last"])), d=cx.d(cx.days(rev, 30, 120), pick(r, ["month_year", "mon_year", "f"])))
    n.add("\n7. CLASSIFICATION\n")
    n.add({"UK": "Cause of death per PMRT: " + cx.cause, "IE": "ICD-PM " + pick(r, ["A1/M1", "A6/M3", "I7/M1", "N11/M5"]),
           "AU": pick(r, ["PSANZ-PDC 3.2 (antepartum haemorrhage); PSANZ-NDC 1.1", "PSANZ-PDC 10.1 (FGR)"]),
           "NZ": pick(r, ["PSANZ-PDC 3.2; PSANZ-NDC 1.1", "PSANZ-PDC 8.3 (unexplained)"]),
           "CA": pick(r, ["CODAC 4.3.1", "ICD-10 P02.1", "ICD-10 P20.9"])}[cx.c], "\n")
    n.add("Reported to ", {"UK": "MBRRACE-UK", "IE": "NPEC", "AU": "the state perinatal committee",
                          "NZ": "PMMRC", "CA": "the provincial perinatal program"}[cx.c], " on ",
          cx.d(cx.days(cx.death, 3, 10)), ".\n\n")
    chair = cx.staff("chair", "Consultant Obstetrician (chair)", kind="dr")
    n.add("Signed: ", chair.nm(pick(r, ["title_full", "full_cred"])), ", Chair")
    if chance(r, 0.5):
        lab, v = cx.license(chair)
        n.add(" (", lab, " ", v, ")")
    n.add("\nFeedback letter to parents sent ", cx.d(cx.days(rev, 10, 45)), " to ", cx.email(m) if chance(r, 0.5) else cx.home(), "\n")
    if chance(r, 0.4):
        C.audit(n, cx, cx.staff("gov", "Midwife, Quality and Safety"), rev, lead="")
    return n
